import { readSiteConfig, type SiteEnv } from './readSiteConfig.ts';

/**
 * The one place the build-time environment is read. Vite replaces
 * import.meta.env in the bundle; code that runs outside Vite (the browser
 * tests reading expected values) gets the same variables from the process.
 */
const outsideVite = (globalThis as { readonly process?: { readonly env: SiteEnv } }).process?.env ?? {};
const env: SiteEnv = typeof import.meta.env === 'object' ? import.meta.env : outsideVite;

export const site = readSiteConfig(env);

export { business, formatPrice, supportHours } from './business.ts';
