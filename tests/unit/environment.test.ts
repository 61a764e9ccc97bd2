import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lock, lockedVersion, lockId, upstreamVersion } from '../../tooling/environment/environment.mjs';
import { recordSets } from '../records/review.ts';

/**
 * The test environment's lock (tooling/environment/lock.json) and the records it stands for, read as data:
 * every record set names the lock that made it, and the lock names exact, checkable packages.
 */
const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const madeWith = (path: string) => JSON.parse(read(path)) as { lock?: string; engine?: string; version?: string };

describe("the test environment's lock", () => {
  const fetched = Object.assign({}, ...Object.values(lock.fetched)) as (typeof lock.fetched)[string];

  it('names each fetched package by its exact version, its file in the suite and its SHA-256', () => {
    expect(Object.keys(fetched).sort()).toEqual(['chromium', 'chromium-common', 'chromium-headless-shell', 'firefox-esr', 'fonts-dejavu-core', 'shellcheck']);
    for (const [name, { version, file, sha256 }] of Object.entries(fetched)) {
      expect(file, name).toMatch(
        new RegExp(`^pool/main/.+/${name}_${version.replace(/^\d+:/, '').replace(/[.+~]/g, '\\$&')}_(${lock.architecture}|all)\\.deb$`),
      );
      expect(sha256, name).toMatch(/^[0-9a-f]{64}$/);
    }
    // Chromium and its parts are one release.
    expect(new Set(Object.values(lock.fetched.chromium ?? {}).map((part) => part.version)).size).toBe(1);
  });

  it('pins what is installed as root to exact versions, and names the shared libraries without the fetched packages', () => {
    for (const [name, version] of Object.entries(lock.installed)) expect(version, name).toMatch(/^(\d+:)?\d[\w.+~]*-[\w.+~]+$/);
    expect(lock.libraries.length).toBeGreaterThan(0);
    for (const library of lock.libraries) expect(Object.keys(fetched)).not.toContain(library.split(' ')[0]);
  });

  it('reads a program’s own version out of a Debian version', () => {
    expect(upstreamVersion('140.12.0esr-1~deb12u1')).toBe('140.12.0');
    expect(upstreamVersion('150.0.7871.100-1~deb12u1')).toBe('150.0.7871.100');
    expect(upstreamVersion('1:3.20160805.1-5')).toBe('3.20160805.1');
    expect(lockedVersion('orca')).toBe('43.1');
  });

  it('made every committed record: each set’s made-with.json and each transcript name this lock', () => {
    for (const set of ['tests/sweep/sweep.spec.ts-snapshots/made-with.json', 'tests/support/screenshots/made-with.json']) {
      expect(madeWith(set).lock, set).toBe(lockId);
    }
    for (const engine of ['chromium', 'firefox', 'webkit'] as const) {
      const set = `tests/visual/baselines/${engine}/made-with.json`;
      expect(madeWith(set), set).toMatchObject({ lock: lockId, version: lockedVersion(engine) });
    }
    for (const engine of ['chromium', 'firefox']) {
      const first = read(`tests/screen-reader/transcripts/${engine}/home.txt`).split('\n', 1)[0];
      expect(first, engine).toContain(`lock ${lockId}`);
    }
    // The review page knows every place a record is kept.
    expect(recordSets.flatMap((set) => set.paths)).toEqual(
      expect.arrayContaining(['tests/visual/baselines', 'tests/sweep/sweep.spec.ts-snapshots', 'tests/screen-reader/transcripts', 'public/screenshots']),
    );
  });
});

describe('the Node the project pins', () => {
  it('is one release everywhere: .node-version, devEngines and the workflow; npm likewise', () => {
    const pkg = JSON.parse(read('package.json')) as {
      devEngines: { runtime: { name: string; version: string }; packageManager: { name: string; version: string } };
    };
    const node = read('.node-version').trim();
    expect(pkg.devEngines.runtime).toMatchObject({ name: 'node', version: node });
    expect(pkg.devEngines.packageManager.name).toBe('npm');
    expect(node).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
