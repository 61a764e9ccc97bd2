import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Encoded example images kept between builds, each file under a key that
 * hashes everything that makes its bytes (`cacheKey` in exampleImages.ts), so
 * a stale entry is never read, only left unused. Without it every build spent
 * most of its time encoding: 31 s of CPU against 8 s with every file cached.
 *
 * A folder of files named by key, by hand: a library such as cacache (npm's)
 * brings an index, integrity records and garbage collection of its own, for
 * what here is one file per key, written once and never changed.
 */
export interface EncodeCache {
  /** The bytes stored under `key`, or undefined. */
  read(key: string): Promise<Buffer | undefined>;
  write(key: string, bytes: Buffer): Promise<void>;
}

/**
 * In the project's node_modules, which git ignores: `npm ci` and a fresh
 * clone start empty, so a CI run's first build encodes everything. Found from
 * Vite's root (the project folder, where the originals are read too), never
 * from the output folder, so a build into another `--outDir` (the tests'
 * second builds) reads the same entries. To clear it:
 * `rm -rf node_modules/.cache/pixellift-images`.
 */
export function imageCacheDir(root: string): string {
  return join(root, 'node_modules/.cache/pixellift-images');
}

/** What no build has used for a week, and the last build did not use, is deleted after a build. */
const keptUnused = 7 * 24 * 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export function diskCache(dir: string): EncodeCache & { prune(used: Iterable<string>): Promise<void> } {
  return {
    async read(key) {
      const path = join(dir, key);
      try {
        // An entry's time is its last use, which `prune` goes by.
        const now = new Date();
        await utimes(path, now, now);
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async write(key, bytes) {
      await mkdir(dir, { recursive: true });
      // Renamed into place whole, so a build beside this one reads all of a file or none.
      const temporary = join(dir, `${key}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, join(dir, key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    /**
     * Deletes the entries (and temporary files of crashed builds) that were
     * not among `used` and have not been used for a week. Switching between
     * branches keeps both sides' encodes; tuning the encoder by eye does not
     * grow the folder past a week's attempts (a set is about 5 MB). Safe
     * beside another build: it keeps what that build has used lately, and a
     * read that loses the race is a miss, encoded again.
     */
    async prune(used) {
      const now = Date.now();
      const keep = new Set(used);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        if (keep.has(name)) continue;
        const path = join(dir, name);
        try {
          if (now - (await stat(path)).mtimeMs > keptUnused) await rm(path, { force: true });
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
  };
}
