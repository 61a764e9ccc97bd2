import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgeOutDir } from '../../src/build/hosts/edgeOutput.ts';

/** What Netlify and Cloudflare Pages publish (dist-edge/). */
const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const edge = edgeOutDir(dist);

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(folder, file)).isFile())
    .map((file) => file.split('\\').join('/'))
    .sort();

describe('the edge hosts’ folder (dist-edge/)', () => {
  it('holds every file of dist/ byte for byte, but the precompressed siblings and nginx’s includes', () => {
    const built = filesUnder(dist);
    const published = filesUnder(edge);
    const sibling = (file: string) => /\.(br|gz)$/.test(file) && built.includes(file.slice(0, -'.br'.length));
    expect(published).toEqual(built.filter((file) => !sibling(file) && !file.startsWith('_nginx/')));
    // The ones that matter by name: what Pages served as downloads and text before it had a folder of its own.
    for (const file of ['index.html.br', 'index.html.gz', 'sw.js.br', '_nginx/site.conf']) expect(built).toContain(file);
    for (const file of ['index.html.br', 'index.html.gz', 'sw.js.br', '_nginx/site.conf']) expect(published).not.toContain(file);
    for (const file of ['_headers', 'index.html', '404.html', 'sw.js', 'manifest.webmanifest']) expect(published).toContain(file);
    for (const file of published) expect(readFileSync(join(edge, file)).equals(readFileSync(join(dist, file))), file).toBe(true);
  });
});
