import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskCache } from '../../src/build/images/encodeCache.ts';

const day = 24 * 60 * 60 * 1000;

describe('the encode cache on disk', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pixellift-encode-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('misses a key it never stored, in a folder not made yet', async () => {
    expect(await diskCache(join(dir, 'not-yet')).read('a'.repeat(64))).toBeUndefined();
  });

  it('gives back the bytes it stored, and leaves no temporary file when writers race', async () => {
    const cache = diskCache(join(dir, 'images'));
    const bytes = Buffer.from('encoded image');
    await Promise.all(Array.from({ length: 8 }, () => cache.write('k1', bytes)));
    expect(await cache.read('k1')).toEqual(bytes);
    expect(readdirSync(join(dir, 'images'))).toEqual(['k1']);
  });

  it('prunes what the build did not use and nothing has used for a week, temporary files of crashed builds included', async () => {
    const cache = diskCache(dir);
    for (const key of ['used', 'readLately', 'stale']) await cache.write(key, Buffer.from(key));
    writeFileSync(join(dir, 'stale.1234.tmp'), 'half a file');
    const eightDaysAgo = new Date(Date.now() - 8 * day);
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), eightDaysAgo, eightDaysAgo);
    await cache.write('fresh', Buffer.from('fresh'));
    // A read counts as a use: another branch's build may have read it.
    expect(await cache.read('readLately')).toEqual(Buffer.from('readLately'));
    await cache.prune(['used']);
    expect(readdirSync(dir).sort()).toEqual(['fresh', 'readLately', 'used']);
  });
});
