/**
 * Every response header the site sends, defined once. Each host's config is
 * made from this module (hostConfigs.ts: `npm start`'s, `_headers`, nginx's),
 * and unit tests check they agree.
 */

import { cspHashSource } from './inlineStyles.mjs';

/**
 * What the build adds to the policy: the CSP hash (`'sha256-…'`) of each inline
 * <style> the pages carry, read from the built pages (inlineStyles.mjs).
 */
export interface BuiltStyles {
  readonly styleHashes: readonly string[];
}

/**
 * CSP directives. To allow another origin, add it to the one directive that
 * needs it (see README). Styles come only from the pages' own inline
 * stylesheet, by hash: no stylesheet file, no `style` attribute, no 'unsafe-inline'.
 */
export function contentSecurityPolicy({ styleHashes }: BuiltStyles): Readonly<Record<string, readonly string[]>> {
  if (styleHashes.length === 0 || !styleHashes.every((hash) => new RegExp(`^${cspHashSource.source}$`).test(hash))) {
    throw new Error(`style-src needs the inline stylesheet's sha256 hash, got ${JSON.stringify(styleHashes)}`);
  }
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': [...styleHashes],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'base-uri': ["'none'"],
    // The contact form falls back to a mailto: action without JavaScript.
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': ["'none'"],
  };
}

export function serializeCsp(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** Features the site never uses, denied to it and to anything it might embed. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Two years: well above the six months the Observatory asks for, as HSTS preload lists require. */
export const hstsMaxAgeSeconds = 63_072_000;

export type Header = readonly [name: string, value: string];

/** Headers that protect any response, page or asset. */
export function universalHeaders({ https }: { readonly https: boolean }): Header[] {
  return [
    ...(https ? [['Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/**
 * Policies browsers apply to documents (and the service worker) only. Hashed
 * scripts and images do not carry them: they would be ignored there, and
 * over HTTP/1.1 they would add about 1 KB to every asset response.
 */
export function documentHeaders(styles: BuiltStyles): Header[] {
  return [
    ['Content-Security-Policy', serializeCsp(contentSecurityPolicy(styles))],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Every security header a page carries. */
export function securityHeaders({ https, styleHashes }: { readonly https: boolean } & BuiltStyles): Header[] {
  return [...universalHeaders({ https }), ...documentHeaders({ styleHashes })];
}

export const cacheControl = {
  /** Hashed build output: the name changes whenever the content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, the service worker, the manifest, icons: always revalidated, so a deploy shows at once. */
  revalidate: 'no-cache',
} as const;

/** URL prefix of the hashed build output. */
export const immutablePrefix = '/assets/';
