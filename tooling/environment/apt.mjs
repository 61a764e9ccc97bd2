// What apt's package lists say of a Debian package, for moving the lock
// (update-lock.mjs) and for the drift run (tests/records/drift.mjs). Reads
// only: run `apt-get update` first for current lists.
import { execFileSync } from 'node:child_process';

const apt = (/** @type {string[]} */ ...args) => execFileSync('apt-cache', args, { encoding: 'utf8' });

/**
 * The rows of `apt-cache madison`: each version of a package apt knows, the archive that has it and its suite.
 * @param {string} name
 */
function versions(name) {
  return apt('madison', name)
    .split('\n')
    .map((row) => row.split('|').map((cell) => cell.trim()))
    .flatMap(([, version, where]) => {
      const [archive = '', suite = ''] = where?.split(' ') ?? [];
      return version ? [{ version, archive, suite: suite.split('/')[0] ?? '' }] : [];
    });
}

/**
 * One version of a package, as a lock names it: its file in the archive and its SHA-256, with the archive and
 * suite that hold it and the packages it depends on. Without a suite, the newest version apt knows (its candidate).
 * @param {string} name @param {{ suite?: string }} [from]
 */
export function debianPackage(name, { suite } = {}) {
  const known = versions(name);
  const candidate = /Candidate: (\S+)/.exec(apt('policy', name))?.[1];
  const row = suite ? known.find((entry) => entry.suite === suite) : known.find((entry) => entry.version === candidate);
  if (!row) throw new Error(`apt's lists hold no ${name}${suite ? ` in ${suite}` : ''}: run apt-get update${suite ? `, with ${suite} in apt's sources` : ''}`);
  const record = apt('show', `${name}=${row.version}`).split('\n\n')[0] ?? '';
  const field = (/** @type {string} */ key) => new RegExp(`^${key}: (.*)$`, 'm').exec(record)?.[1] ?? '';
  return {
    version: row.version,
    file: field('Filename'),
    sha256: field('SHA256'),
    archive: row.archive,
    suite: row.suite,
    depends: field('Depends').split(', ').filter(Boolean),
  };
}
