// Finds the nginx the browser tests serve dist/ with (the `nginx` project in
// tests/playwright.config.ts). NGINX_PATH wins; otherwise the usual system
// locations, then PATH.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'];

/** @returns {string | undefined} */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const onPath = (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'nginx'));
  return [...candidates, ...onPath].find((path) => existsSync(path));
}

/**
 * What a binary was built with: its version and the folder of its default
 * config, where its stock `mime.types` lives (`/etc/nginx` on Debian).
 * @param {string} binary
 * @returns {{ version: readonly number[], confDir: string }}
 */
export function nginxBuild(binary) {
  // `nginx -V` prints to stderr.
  const { stdout, stderr, status } = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`${binary} -V failed: ${stderr}`);
  return parseNginxBuild(`${stderr}${stdout}`);
}

/**
 * @param {string} text the output of `nginx -V`
 * @returns {{ version: readonly number[], confDir: string }}
 */
export function parseNginxBuild(text) {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1).map(Number);
  const confPath = /--conf-path=(\S+)/.exec(text)?.[1];
  const prefix = /--prefix=(\S+)/.exec(text)?.[1] ?? '/usr/local/nginx';
  if (!version) throw new Error(`nginx -V printed no version: ${text.slice(0, 200)}`);
  return { version, confDir: confPath ? dirname(confPath) : join(prefix, 'conf') };
}
