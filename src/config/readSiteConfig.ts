import { isEmailShaped } from './email.ts';
/**
 * Reads the build-time overrides of SPEC.md Part B. Kept free of `import.meta`
 * so unit tests, the prerender and Playwright can all call it with any env.
 */
export interface SiteEnv {
  readonly VITE_APP_URL?: string | undefined;
  readonly VITE_SUPPORT_EMAIL?: string | undefined;
  readonly VITE_SITE_URL?: string | undefined;
}

export interface SiteConfig {
  readonly name: string;
  /** The enhancement app: every call to action leaves for it. */
  readonly appUrl: string;
  readonly supportEmail: string;
  /** Public origin of this site, without a trailing slash. */
  readonly siteUrl: string;
}

export const siteDefaults = {
  appUrl: 'https://app.pixellift.example',
  supportEmail: 'support@pixellift.example',
  siteUrl: 'https://pixellift.example',
} as const;

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function readEmail(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim();
  if (!raw) return fallback;
  if (!isEmailShaped(raw)) throw new Error(`${name} must be an e-mail address, got "${raw}"`);
  return raw;
}

export function readSiteConfig(env: SiteEnv): SiteConfig {
  return {
    name: 'PixelLift',
    appUrl: readUrl('VITE_APP_URL', env.VITE_APP_URL, siteDefaults.appUrl),
    supportEmail: readEmail('VITE_SUPPORT_EMAIL', env.VITE_SUPPORT_EMAIL, siteDefaults.supportEmail),
    siteUrl: readUrl('VITE_SITE_URL', env.VITE_SITE_URL, siteDefaults.siteUrl),
  };
}
