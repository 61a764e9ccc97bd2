import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { originalOf } from '../../src/build/precompress/encodings.mjs';
import { precompressFolder } from '../../src/build/precompress/precompress.ts';

/** Text that compresses well, different for each seed. */
const text = (seed: string) => `${Array.from({ length: 200 }, (_, line) => `<p>${seed} line ${line}: PixelLift enhances photos.</p>`).join('\n')}\n`;

describe('precompressing a build folder', () => {
  let folder: string;
  const file = (name: string) => join(folder, name);
  const listing = () => readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'pixellift-precompress-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes brotli and gzip beside each text file, each decoding to the file', async () => {
    writeFileSync(file('terms.html'), text('terms'));
    const [result] = await precompressFolder(folder);
    expect(listing()).toEqual(['terms.html', 'terms.html.br', 'terms.html.gz']);
    expect(brotliDecompressSync(readFileSync(file('terms.html.br'))).toString()).toBe(text('terms'));
    expect(gunzipSync(readFileSync(file('terms.html.gz'))).toString()).toBe(text('terms'));
    expect(result).toEqual({
      file: 'terms.html',
      bytes: text('terms').length,
      br: readFileSync(file('terms.html.br')).length,
      gzip: readFileSync(file('terms.html.gz')).length,
    });
    // Quality 11 against level 9, as the issue asks: brotli comes out smaller.
    expect(result?.br).toBeLessThan(result?.gzip ?? 0);
  });

  it('gives the same bytes every time, with no timestamp or name in the gzip header', async () => {
    writeFileSync(file('a.js'), text('a'));
    await precompressFolder(folder);
    const first = [readFileSync(file('a.js.br')), readFileSync(file('a.js.gz'))];
    await precompressFolder(folder);
    expect(readFileSync(file('a.js.br')).equals(first[0] ?? Buffer.alloc(0))).toBe(true);
    expect(readFileSync(file('a.js.gz')).equals(first[1] ?? Buffer.alloc(0))).toBe(true);
    // MTIME (bytes 4–7) zero, no FNAME flag (bit 3 of byte 3), OS byte Unix whatever OS built it.
    expect([...readFileSync(file('a.js.gz')).subarray(3, 10)]).toEqual([0, 0, 0, 0, 0, 2, 3]);
  });

  it('leaves images and files that would not get smaller alone', async () => {
    writeFileSync(file('photo.png'), text('png'));
    writeFileSync(file('robots.txt'), 'x');
    writeFileSync(file('_headers'), text('headers'));
    expect(await precompressFolder(folder)).toEqual([{ file: 'robots.txt', bytes: 1 }]);
    expect(listing()).toEqual(['_headers', 'photo.png', 'robots.txt']);
  });

  it('never leaves a sibling older than its original: a rebuild rewrites, and removes what no longer applies', async () => {
    writeFileSync(file('changed.js'), text('before'));
    writeFileSync(file('removed.js'), text('removed'));
    writeFileSync(file('shrunk.txt'), text('shrunk'));
    await precompressFolder(folder);
    // A rebuild that does not empty the folder first: one file changed, one gone, one now too small to gain.
    writeFileSync(file('changed.js'), text('after'));
    rmSync(file('removed.js'));
    writeFileSync(file('shrunk.txt'), 'x');
    await precompressFolder(folder);
    expect(listing()).toEqual(['changed.js', 'changed.js.br', 'changed.js.gz', 'shrunk.txt']);
    expect(brotliDecompressSync(readFileSync(file('changed.js.br'))).toString()).toBe(text('after'));
    expect(gunzipSync(readFileSync(file('changed.js.gz'))).toString()).toBe(text('after'));
  });

  it('reaches into subfolders, and keeps a download that only looks like a sibling', async () => {
    mkdirSync(file('assets'));
    writeFileSync(file('assets/index.js'), text('index'));
    writeFileSync(file('samples.tar.gz'), 'not ours');
    await precompressFolder(folder);
    expect(listing()).toEqual(['assets', join('assets', 'index.js'), join('assets', 'index.js.br'), join('assets', 'index.js.gz'), 'samples.tar.gz']);
    expect(originalOf('assets/index.js.br')).toBe('assets/index.js');
    expect(originalOf('samples.tar.gz')).toBeUndefined();
  });
});
