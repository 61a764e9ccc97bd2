// The pages carry their stylesheet inline, in one <style> element, allowed by
// the hash of its text in the CSP's style-src (no 'unsafe-inline'). The build
// (for the host configs it writes), `npm start` and the tests read the hashes
// here, from the built pages themselves, so the policy always names the CSS
// the pages really hold.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One CSP hash source as `cspHashOf` writes it: `'sha256-` and base64. */
export const cspHashSource = /'sha256-[A-Za-z0-9+/]+={0,2}'/;

/**
 * The CSP source allowing an inline <style> whose text is exactly this. The
 * browser hashes the element's text as UTF-8, whitespace included.
 * @param {string} text
 * @returns {string}
 */
export function cspHashOf(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The text of every <style> element in a page, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStylesOf(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

/**
 * The CSP hash of every inline stylesheet the built pages hold, each once,
 * sorted: the `style-src` sources every host config must carry.
 * @param {string} outDir the build's output folder
 * @returns {string[]}
 */
export function builtStyleHashes(outDir) {
  if (!existsSync(outDir)) throw new Error(`${outDir} is missing: run \`npm run build\` first.`);
  const pages = readdirSync(outDir).filter((name) => name.endsWith('.html'));
  const hashes = new Set(pages.flatMap((name) => inlineStylesOf(readFileSync(join(outDir, name), 'utf8')).map(cspHashOf)));
  if (hashes.size === 0) throw new Error(`no page in ${outDir} carries an inline stylesheet`);
  return [...hashes].sort();
}
