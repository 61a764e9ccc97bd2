// `npm start` sends the files the build compressed (src/build/precompress/)
// instead of compressing on every request: serve-handler still decides
// everything else (clean URLs, the 404 page, headers, Range, HEAD), and these
// file system calls answer for a file with its sibling in the encoding chosen.
import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { isCompressible, precompressedEncodings } from '../build/precompress/encodings.mjs';

/**
 * The precompressed codings a request accepts, in the server's order of
 * preference (br, then gzip), whatever order the client lists them in: the
 * smallest file wins, as with nginx. `q=0` refuses a coding; `*` stands for
 * any not named.
 * @param {string | undefined} header the request's Accept-Encoding
 * @returns {('br' | 'gzip')[]}
 */
export function acceptedCodings(header = '') {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding) weights.set(coding, weight ? Number(weight.slice(2)) : 1);
  }
  return precompressedEncodings.map(({ coding }) => coding).filter((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0);
}

/**
 * serve-handler's `lstat` and `createReadStream` for one request. `lstat`
 * gives the chosen sibling's size (so Content-Length and Range count the
 * bytes sent); `createReadStream`, called once for the file actually served,
 * adds Content-Encoding, and `Vary: Accept-Encoding` whenever the file has a
 * sibling, so a cache keeps one copy per encoding. A sibling older than its
 * file (the file edited after the build) is never sent.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function precompressedFiles(request, response) {
  const accepted = acceptedCodings(request.headers['accept-encoding']);
  /** @type {Map<string, { file: string, coding: string | undefined }>} what each file was answered with */
  const answered = new Map();
  return {
    /** @param {string} path */
    async lstat(path) {
      const stats = await lstat(path);
      if (!stats.isFile() || !isCompressible(path)) return stats;
      let choice = { file: path, coding: /** @type {string | undefined} */ (undefined) };
      let hasSibling = false;
      for (const { coding, suffix } of precompressedEncodings) {
        const sibling = await lstat(`${path}${suffix}`).catch(() => undefined);
        if (!sibling?.isFile()) continue;
        hasSibling = true;
        if (accepted.includes(coding) && sibling.mtimeMs >= stats.mtimeMs) {
          choice = { file: `${path}${suffix}`, coding };
          answered.set(path, choice);
          return sibling;
        }
      }
      if (hasSibling) answered.set(path, choice);
      return stats;
    },
    /**
     * @param {string} path
     * @param {{ start?: number, end?: number }} [options]
     */
    createReadStream(path, options) {
      const choice = answered.get(path);
      if (choice) response.setHeader('Vary', 'Accept-Encoding');
      if (choice?.coding) response.setHeader('Content-Encoding', choice.coding);
      return createReadStream(choice?.file ?? path, options);
    },
  };
}
