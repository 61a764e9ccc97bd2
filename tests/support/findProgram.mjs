// How the tests find each program they run (Chromium, nginx, Java, Firefox,
// WebKit's driver and browser, Xvfb): its environment variable wins, else the
// first of its usual places that exists, else (where a name is given) PATH.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * @param {string} variable the environment variable naming the binary; set to a missing file, nothing is found
 * @param {readonly string[]} places where the binary usually lives, in order
 * @param {string} [name] the binary's name, to look for on PATH after `places`
 * @returns {string | undefined}
 */
export function findProgram(variable, places, name) {
  const fromEnv = process.env[variable];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const onPath = name ? (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, name)) : [];
  return [...places, ...onPath].find((path) => existsSync(path));
}
