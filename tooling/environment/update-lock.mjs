#!/usr/bin/env node
// `npm run lock:update [-- SUITE]`: moves the test environment's lock
// (tooling/environment/lock.json) to the versions a Debian suite holds now, on
// purpose. It reads apt's package lists (run `apt-get update` first), never
// installs anything, and writes the lock; then `npm run accept` remakes the
// records with the new set and writes the page to review them on
// (docs/testing.md: The test environment's lock). Without SUITE it keeps the
// lock's suite, which should be one that no longer moves.
import { readFileSync, writeFileSync } from 'node:fs';
import { debianPackage } from './apt.mjs';
import { lockFile } from './environment.mjs';

/** @typedef {import('./environment.mjs').Lock} Lock */

/** @type {Lock} */
const current = JSON.parse(readFileSync(lockFile, 'utf8'));
const suite = process.argv[2] ?? current.suite;

/** @type {Lock['fetched']} */
const fetched = {};
/** @type {Set<string>} */
const dependencies = new Set();
for (const [group, packages] of Object.entries(current.fetched)) {
  fetched[group] = {};
  for (const name of Object.keys(packages)) {
    const { version, file, sha256, depends } = debianPackage(name, { suite });
    fetched[group][name] = { version, file, sha256 };
    for (const dependency of depends) dependencies.add(dependency);
  }
}
const names = Object.values(fetched).flatMap((packages) => Object.keys(packages));
/** @type {Lock['installed']} */
const installed = Object.fromEntries(Object.keys(current.installed).map((name) => [name, debianPackage(name, { suite }).version]));
// What the fetched packages need from the system: their dependencies, less one another.
const libraries = [...dependencies].filter((dependency) => !dependency.split(' | ').some((choice) => names.includes(choice.split(' ')[0] ?? ''))).sort();

/** @type {Lock} */
const lock = { ...current, suite, fetched, installed, libraries };
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${lockFile}: ${suite}, ${names.length} packages fetched, ${Object.keys(installed).length} installed as root`);
for (const packages of Object.values(fetched)) for (const [name, { version }] of Object.entries(packages)) console.log(`  ${name} ${version}`);
for (const [name, version] of Object.entries(installed)) console.log(`  ${name} ${version} (installed)`);
