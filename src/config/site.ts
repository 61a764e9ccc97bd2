import { readSiteConfig } from './readSiteConfig';

/** The one place the build-time environment is read. */
export const site = readSiteConfig(import.meta.env);

export { business, supportHours, formatPrice } from './business';
