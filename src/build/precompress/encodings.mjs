// What the build compresses ahead of time and how the servers find it: one
// list, read by the build step (precompress.ts), `npm start` and the tests.

/**
 * The encodings written beside each compressible file, in the order a server
 * prefers them: brotli at quality 11 is 10–15% smaller than gzip -9 on the
 * scripts, and every browser accepts both over https.
 * @type {readonly { readonly coding: 'br' | 'gzip', readonly suffix: string }[]}
 */
export const precompressedEncodings = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/**
 * Text formats the site serves. Images, fonts and archives are compressed
 * already (favicon.ico too: it holds PNGs, and gained nothing); the host
 * configs (`_headers`, `_nginx/*.conf`) are read by the host, never served.
 */
const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.webmanifest', '.json', '.xml', '.txt', '.map'];

/**
 * @param {string} path
 * @returns {boolean}
 */
export const isCompressible = (path) => compressibleExtensions.some((extension) => path.endsWith(extension));

/**
 * The original a precompressed file stands for, or undefined when it is no
 * sibling written by the build (a `.tar.gz` put in public/ stays a download).
 * @param {string} path
 * @returns {string | undefined}
 */
export function originalOf(path) {
  const encoding = precompressedEncodings.find(({ suffix }) => path.endsWith(suffix));
  if (!encoding) return undefined;
  const original = path.slice(0, -encoding.suffix.length);
  return isCompressible(original) ? original : undefined;
}
