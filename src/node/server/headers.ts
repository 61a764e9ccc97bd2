/**
 * Every response header the site sends, defined once. The build writes each
 * host's config from this module (serve.json for `npm start`, _headers,
 * vercel.json, firebase.json, nginx), and unit tests check they agree.
 */

/** CSP directives. To allow another origin, add it to the one directive that needs it (see README). */
export const contentSecurityPolicy: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
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

export function serializeCsp(policy: Readonly<Record<string, readonly string[]>> = contentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** Features the site never uses, denied to it and to anything it might embed. */
export const deniedFeatures = [
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
 * scripts and stylesheets do not carry them: they would be ignored there, and
 * over HTTP/1.1 they would add about 1 KB to every asset response.
 */
export function documentHeaders(): Header[] {
  return [
    ['Content-Security-Policy', serializeCsp()],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Every security header a page carries. */
export function securityHeaders({ https }: { readonly https: boolean }): Header[] {
  return [...universalHeaders({ https }), ...documentHeaders()];
}

export const cacheControl = {
  /** Hashed build output: the name changes whenever the content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, the service worker, the manifest, icons: always revalidated, so a deploy shows at once. */
  revalidate: 'no-cache',
} as const;

/** URL prefix of the hashed build output. */
export const immutablePrefix = '/assets/';
