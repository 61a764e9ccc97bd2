import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible, originalOf, precompressedEncodings } from './encodings.mjs';

const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);

/** Byte 9 of a gzip header names the OS that wrote it; zlib writes 3 on Linux, 10 on Windows. */
const gzipOsByte = 9;
const unixOs = 3;

/**
 * The two encodings at their smallest. Node's own zlib (zlib 1.3 and brotli
 * 1.1 inside Node): no dependency, the same libraries nginx's modules use,
 * and deterministic for a given input and Node version. Gzip writes no file
 * name and a zero timestamp; its OS byte is fixed so a build on another OS
 * gives the same bytes.
 */
export const compressors: Readonly<Record<'br' | 'gzip', (data: Buffer) => Promise<Buffer>>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: async (data) => {
    const compressed = await deflate(data, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
    compressed[gzipOsByte] = unixOs;
    return compressed;
  },
};

export interface Precompressed {
  /** Path from the folder, with forward slashes. */
  readonly file: string;
  readonly bytes: number;
  /** Size of each sibling written; an encoding that was not smaller is absent. */
  readonly br?: number;
  readonly gzip?: number;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every compressible file in a folder, each only
 * where it is smaller than the file, after deleting every sibling an earlier
 * run left: a sibling that outlived a change to its original would be served
 * in its place (nginx's gzip_static never compares the two).
 */
export async function precompressFolder(folder: string): Promise<Precompressed[]> {
  const files = await filesUnder(folder);
  await Promise.all(files.filter((file) => originalOf(file) !== undefined).map((file) => rm(file)));
  const originals = files.filter(isCompressible).sort();
  return Promise.all(
    originals.map(async (file) => {
      const data = await readFile(file);
      const result: { file: string; bytes: number; br?: number; gzip?: number } = { file: relative(folder, file).split('\\').join('/'), bytes: data.length };
      for (const { coding, suffix } of precompressedEncodings) {
        const compressed = await compressors[coding](data);
        if (compressed.length >= data.length) continue;
        await writeFile(`${file}${suffix}`, compressed);
        result[coding] = compressed.length;
      }
      return result;
    }),
  );
}
