// The test environment the records were made with, locked (lock.json beside
// this file): the exact Debian packages of the browsers, the headless shell,
// WebKitGTK, Orca and its speech stack, and the fonts. Debian's security suite
// replaces a browser every few weeks and its archive keeps only the newest, so
// the lock names a suite that no longer moves (Debian 12's plain bookworm).
//
// - What can run from a folder (Chromium, its headless shell, Firefox ESR, the
//   fonts) is fetched from the archive by its path in the lock, checked
//   against the lock's SHA-256, and unpacked into a cache folder of the
//   user's, as Playwright keeps its browsers: any user gets it, and the
//   system's own packages are never touched.
// - What cannot (WebKitGTK, whose library starts its helper processes from
//   paths compiled into it; Orca and the AT-SPI stack, which run as system
//   services; the shared libraries the fetched browsers link) is installed as
//   root from the lock's suite at the locked version, and checked against the
//   lock. Nothing installed is ever downgraded or replaced.
// - The suites compare a record only on the program the lock names
//   (`recordProblem`); on any other they say so in one line and run every
//   check that compares against no record.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ version: string, file: string, sha256: string, archive?: string }} FetchedPackage a package fetched into
 *   the cache: its version, its path in the archive, its file's SHA-256 from the suite's signed index, and the archive
 *   where that is not the lock's (the drift run's security suite)
 * @typedef {object} Lock
 * @property {string} suite the Debian suite every package comes from
 * @property {string} archive where the suite's pool is
 * @property {string} architecture Debian's name for the machine architecture the lock's files are for
 * @property {Record<string, Record<string, FetchedPackage>>} fetched the packages fetched into the cache, by the folder they
 *   are unpacked in together (Chromium's binary and the resources chromium-common brings share usr/lib/chromium)
 * @property {Record<string, string>} installed the packages installed as root, and their versions
 * @property {string[]} libraries the fetched packages' dependencies on the system, as Debian writes them
 */

export const lockFile = fileURLToPath(new URL('./lock.json', import.meta.url));
/** @type {Lock} */
export const lock = JSON.parse(readFileSync(lockFile, 'utf8'));

/**
 * Which lock made a record: 12 hex digits of the SHA-256 of what the lock pins (its suite, architecture
 * and versions; not its comment, nor the libraries, which it names without versions).
 */
export const lockId = idOf(lock);

/** A lock's id. @param {Lock} of */
function idOf(of) {
  return createHash('sha256')
    .update(JSON.stringify([of.suite, of.architecture, of.fetched, of.installed]))
    .digest('hex')
    .slice(0, 12);
}

/** Every package the lock fetches, by name. */
const fetchedPackages = () => Object.assign({}, ...Object.values(lock.fetched));

/** The programs whose records the lock stands for, and the package that brings each. */
const recorded = /** @type {const} */ ({ chromium: 'chromium', firefox: 'firefox-esr', webkit: 'libwebkit2gtk-4.1-0', orca: 'orca' });
/** @typedef {keyof typeof recorded} Recorded */

/** What a program calls its version, from a Debian version: no epoch, no revision, no "esr" ("1:140.12.0esr-1~deb12u1" is 140.12.0). */
export const upstreamVersion = (/** @type {string} */ debian) =>
  debian
    .replace(/^\d+:/, '')
    .replace(/-[^-]*$/, '')
    .replace(/esr$/, '');

/** The version of a program the lock names, as the program prints it. @param {Recorded} key */
export function lockedVersion(key) {
  const name = recorded[key];
  return upstreamVersion(fetchedPackages()[name]?.version ?? lock.installed[name] ?? '');
}

/**
 * A program's version as its `--version` prints it, digits and dots only ("Chromium 150.0.7871.100" is
 * 150.0.7871.100, "Mozilla Firefox 140.12.0esr" 140.12.0, Orca 43's "43.1" 43.1).
 * @param {string} binary
 */
export function printedVersion(binary) {
  return dotted(execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim());
}

/** A version's digits and dots, as the lock compares them (Firefox over BiDi says "140.12.0esr"). @param {string} version */
export const dotted = (version) => /\d+(\.\d+)+/.exec(version)?.[0] ?? version;

/**
 * The one line that says why this machine cannot have the lock's packages, or undefined if it can: the
 * lock's files are Debian packages for one architecture, unpacked by dpkg-deb.
 */
export function unavailable() {
  const machine = /** @type {Record<string, string>} */ ({ x64: 'amd64', arm64: 'arm64' })[process.arch] ?? process.arch;
  if (process.platform !== 'linux' || machine !== lock.architecture)
    return `The test environment's lock (tooling/environment/lock.json) names Debian ${lock.suite} packages for ${lock.architecture}; this machine is ${process.platform} ${machine}: the records (screenshots, ARIA snapshots, transcripts) are not compared, every other check runs.`;
  if (spawnSync('dpkg-deb', ['--version']).status !== 0)
    return `The test environment's lock (tooling/environment/lock.json) is of Debian packages, and this machine has no dpkg-deb to unpack them: the records (screenshots, ARIA snapshots, transcripts) are not compared, every other check runs.`;
  return undefined;
}

/** The folder a lock's fetched packages are unpacked in: one per lock, a folder in it per group. @param {Lock} of */
const cacheOf = (of) => join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'pixellift', 'debian', `${of.suite}-${of.architecture}-${idOf(of)}`);
export const cacheDir = cacheOf(lock);

/** Whether a group is unpacked whole: its folder is renamed into place once every package is in it. @param {string} group @param {Lock} of */
const unpacked = (group, of) => existsSync(join(cacheOf(of), group, '.complete'));

/** Where each program from the lock's cache is: its group, and its path inside the group's folder. */
const cachedPrograms = /** @type {const} */ ({
  chromium: ['chromium', 'usr/lib/chromium/chromium'],
  headlessShell: ['chromium', 'usr/lib/chromium/chromium-headless-shell'],
  firefox: ['firefox', 'usr/lib/firefox-esr/firefox-esr'],
  fonts: ['fonts', 'usr/share/fonts/truetype/dejavu'],
  shellcheck: ['shellcheck', 'usr/bin/shellcheck'],
});

/**
 * Where a program from a lock's cache is (the test environment's, unless another is given: the drift
 * run's), if its group has been fetched (`prepareEnvironment` fetches them all, `fetchGroup` one).
 * Chromium is its binary, not Debian's /usr/bin/chromium script, which would start the system's.
 * @param {keyof typeof cachedPrograms} key @param {Lock} [of]
 * @returns {string | undefined}
 */
export function lockedProgram(key, of = lock) {
  const [group, path] = cachedPrograms[key];
  return unpacked(group, of) ? join(cacheOf(of), group, path) : undefined;
}

/**
 * Downloads a group's packages from the archive, checks each against the lock, and unpacks them into the
 * group's folder, renamed into place once whole. A symlink to an absolute path inside the tree
 * (Firefox's /etc/firefox-esr) is pointed into it.
 * @param {string} group @param {Lock} [of]
 */
export async function fetchGroup(group, of = lock) {
  const packages = of.fetched[group];
  if (!packages) throw new Error(`the test environment's lock has no group ${group}`);
  if (unpacked(group, of)) return;
  const folder = join(cacheOf(of), group);
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  await Promise.all(
    Object.entries(packages).map(async ([name, wanted]) => {
      const url = `${wanted.archive ?? of.archive}/${wanted.file}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const sum = createHash('sha256').update(bytes).digest('hex');
      if (sum !== wanted.sha256) throw new Error(`${url} is not the file the lock names: SHA-256 ${sum}, the lock has ${wanted.sha256}`);
      const deb = join(partial, `${name}.deb`);
      writeFileSync(deb, bytes);
      execFileSync('dpkg-deb', ['-x', deb, partial]);
      rmSync(deb);
    }),
  );
  relinkInside(partial, partial);
  writeFileSync(
    join(partial, '.complete'),
    Object.entries(packages)
      .map(([name, { version }]) => `${name} ${version}\n`)
      .join(''),
  );
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another process unpacked it meanwhile.
    rmSync(partial, { recursive: true, force: true });
    if (!unpacked(group, of)) throw error;
  }
}

/** @param {string} root @param {string} folder */
function relinkInside(root, folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) relinkInside(root, path);
    else if (lstatSync(path).isSymbolicLink()) {
      const target = readlinkSync(path);
      if (!target.startsWith('/') || !existsSync(join(root, target))) continue;
      unlinkSync(path);
      symlinkSync(relative(dirname(path), join(root, target)), path);
    }
  }
}

/** The version of a Debian package installed on this machine, or undefined. @param {string} name */
function installedVersion(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f', '${db:Status-Abbrev}${Version}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.startsWith('ii ') ? result.stdout.slice(3).trim() : undefined;
}

/** Whether the shared libraries the fetched browsers link are all installed: apt's dry run of installing them. */
function librariesInstalled() {
  const result = spawnSync('apt-get', ['-s', '-t', lock.suite, 'satisfy', lock.libraries.join(', ')], { encoding: 'utf8' });
  return result.status === 0 && /\b0 newly installed\b/.test(result.stdout);
}

const asRootWithApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;

/**
 * Installs, as root, what the lock names and the machine lacks: each missing package at its locked version,
 * and the fetched browsers' shared libraries, all from the lock's suite (`-t`, so nothing installed is
 * downgraded). apt's lists are read again only when the first attempt finds no such version.
 * @param {[string, string][]} missing
 */
function installMissing(missing) {
  const apt = (/** @type {string[]} */ ...args) =>
    spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  const install = () =>
    (missing.length === 0 || apt('install', '-y', '-qq', '-t', lock.suite, ...missing.map(([name, version]) => `${name}=${version}`))) &&
    (librariesInstalled() || apt('satisfy', '-y', '-qq', '-t', lock.suite, lock.libraries.join(', ')));
  if (!install()) return apt('update', '-qq') && install();
  return true;
}

/**
 * Makes this machine's test environment the lock's, as far as it can: fetches the lock's packages into the
 * cache, and as root installs what runs only from the system. Returns one line for each thing that is not
 * as the lock says, with what to do; a line in `stop` means the suites cannot run at all.
 * @returns {Promise<{ notes: string[], stop: string[] }>}
 */
export async function prepareEnvironment() {
  const reason = unavailable();
  if (reason) return { notes: [reason], stop: [] };
  const toFetch = Object.keys(lock.fetched).filter((group) => !unpacked(group, lock));
  if (toFetch.length > 0) {
    console.log(`Fetching ${toFetch.join(', ')} from Debian ${lock.suite}, as the test environment's lock says, into ${cacheDir}…`);
    await Promise.all(toFetch.map((group) => fetchGroup(group)));
  }
  const missing = Object.entries(lock.installed).filter(([name]) => installedVersion(name) === undefined);
  if ((missing.length > 0 || !librariesInstalled()) && asRootWithApt()) {
    console.log(
      `Installing from Debian ${lock.suite}, as the lock says: ${missing.map(([name, version]) => `${name}=${version}`).join(' ') || 'the shared libraries of the locked browsers'}…`,
    );
    installMissing(missing);
  }
  /** @type {string[]} */
  const notes = [];
  /** @type {string[]} */
  const stop = [];
  for (const [name, version] of Object.entries(lock.installed)) {
    const has = installedVersion(name);
    if (has === version) continue;
    const what = has === undefined ? `${name} is not installed` : `${name} ${has} is installed`;
    notes.push(
      `${what}; the test environment's lock has ${version}: the records it makes are not compared here (as root: apt-get install -t ${lock.suite} ${name}=${version}; npm run test:drift shows what another version changes).`,
    );
  }
  if (!librariesInstalled())
    stop.push(
      `The browsers of the test environment's lock need shared libraries this machine lacks: as root, run \`npm run test:environment\` once (it installs them from Debian ${lock.suite}).`,
    );
  return { notes, stop };
}

/**
 * Whether a record (a screenshot, an ARIA snapshot, a transcript) made by this run's `key` can be compared
 * with the committed one: undefined if this run has the version the lock names, else the one line saying
 * it does not, and why its records are left alone. `RECORDS=drift` (npm run test:drift) compares them all.
 * @param {Recorded} key @param {string} version the version the program printed
 */
export function offLock(key, version) {
  if (process.env.RECORDS === 'drift') return undefined;
  const locked = lockedVersion(key);
  if (dotted(version) === locked) return undefined;
  return `${key} ${version} is not the ${locked} of the test environment's lock (tooling/environment/lock.json): its records are not compared (npm test fetches the locked one; npm run test:drift compares another)`;
}

/**
 * What a set of records says of what made it (its made-with.json), and whether it is this lock. Updating
 * (`npm run accept`) writes it; any other run returns the line that stops the set's comparisons when it
 * names another lock or none.
 * @param {string} record the made-with.json of a set of records
 * @param {Record<string, string>} made what made the set besides the lock (program and version)
 * @param {boolean} updating
 * @returns {string | undefined}
 */
export function madeWith(record, made, updating) {
  const recordedLock = existsSync(record) ? /** @type {{ lock?: string }} */ (JSON.parse(readFileSync(record, 'utf8'))).lock : undefined;
  if (updating) {
    const text = `${JSON.stringify({ lock: lockId, ...made }, null, 2)}\n`;
    if (!existsSync(record) || readFileSync(record, 'utf8') !== text) {
      mkdirSync(dirname(record), { recursive: true });
      writeFileSync(record, text);
    }
    return undefined;
  }
  if (recordedLock === lockId || process.env.RECORDS === 'drift') return undefined;
  const set = relative(fileURLToPath(new URL('../..', import.meta.url)), dirname(record));
  return `the records in ${set} were made with ${recordedLock ? `lock ${recordedLock}` : 'no lock'}; the test environment's lock is now ${lockId}: \`npm run accept\` remakes them and writes the page to review them on`;
}

// `npm run test:environment`: prepare this machine and say how it stands.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { notes, stop } = await prepareEnvironment();
  for (const line of [...notes, ...stop]) console.log(line);
  console.log(stop.length === 0 ? `The test environment is lock ${lockId} (${lock.suite}), cached in ${cacheDir}.` : '');
  process.exit(stop.length === 0 ? 0 : 1);
}
