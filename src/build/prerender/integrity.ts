import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Subresource Integrity for the page's scripts. The page template has one
 * script tag (public/boot.js), and boot.js inserts the app's entry module named
 * by <meta name="pixellift:entry">. Both get the SHA-384 of the bytes the
 * build wrote: the tag as `integrity`, the entry as `data-integrity` on its
 * meta, which boot.js copies onto the script it inserts. A file altered on its
 * way (a compromised CDN or proxy, a partial deploy) then refuses to run
 * instead of running in the page.
 *
 * The entry's own imports are not covered: the browser checks only the script
 * the attribute is on, and import maps with `integrity` are not widely supported.
 */

/** The `integrity` value of a file: `sha384-` and the base64 SHA-384 of its bytes. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A script tag with a `src`, and an entry meta, as the page template has them (attributes double-quoted). */
const scriptTag = /<script\b([^>]*?)\ssrc="([^"]*)"([^>]*)>/g;
const entryMeta = /<meta name="pixellift:entry" content="([^"]+)">/g;

/**
 * Adds the SHA-384 of each script the template loads: `integrity` on every
 * `<script src>`, `data-integrity` on the entry's meta. Scripts must be files
 * of the build (a path under the site's root); anything else fails the build,
 * as does a template without exactly one entry meta.
 */
export async function withSubresourceIntegrity(template: string, outDir: string): Promise<string> {
  const hashOf = async (src: string) => {
    if (!/^\/[^/]/.test(src)) throw new Error(`integrity: the page loads the script "${src}", which is not a file of this build`);
    const path = src.split(/[?#]/)[0] ?? src;
    return integrityOf(await readFile(join(outDir, path)));
  };

  const metas = [...template.matchAll(entryMeta)];
  const [meta] = metas;
  if (metas.length !== 1 || !meta?.[1]) throw new Error(`integrity: the page template names ${metas.length} entry scripts; boot.js loads exactly one`);
  const entryIntegrity = await hashOf(meta[1]);

  const tags = [...template.matchAll(scriptTag)];
  if (tags.length === 0) throw new Error('integrity: the page template loads no script; boot.js is missing');
  const tagIntegrity = new Map<string, string>();
  for (const [tag, , src = ''] of tags) {
    if (/\sintegrity=/.test(tag)) throw new Error(`integrity: ${tag} already carries an integrity attribute`);
    tagIntegrity.set(src, await hashOf(src));
  }

  return template
    .replace(entryMeta, (_match, src: string) => `<meta name="pixellift:entry" content="${src}" data-integrity="${entryIntegrity}">`)
    .replace(
      scriptTag,
      (_match, before: string, src: string, after: string) => `<script${before} src="${src}" integrity="${tagIntegrity.get(src) ?? ''}"${after}>`,
    );
}
