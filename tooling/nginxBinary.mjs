// What the nginx the browser tests serve dist/ with (the `nginx` project in
// tests/playwright.config.ts; tooling/programs.mjs finds it) was built with.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What a binary was built with: its version, the folder of its default
 * config, where its stock `mime.types` lives (`/etc/nginx` on Debian), and the
 * folder its dynamic modules are installed in (`/usr/lib/nginx/modules`).
 * @param {string} binary
 * @returns {NginxBuild}
 */
export function nginxBuild(binary) {
  // `nginx -V` prints to stderr.
  const { stdout, stderr, status } = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`${binary} -V failed: ${stderr}`);
  return parseNginxBuild(`${stderr}${stdout}`);
}

/** @typedef {{ version: readonly number[], confDir: string, modulesDir: string }} NginxBuild */

/**
 * @param {string} text the output of `nginx -V`
 * @returns {NginxBuild}
 */
export function parseNginxBuild(text) {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1).map(Number);
  const confPath = /--conf-path=(\S+)/.exec(text)?.[1];
  const prefix = /--prefix=(\S+)/.exec(text)?.[1] ?? '/usr/local/nginx';
  if (!version) throw new Error(`nginx -V printed no version: ${text.slice(0, 200)}`);
  return {
    version,
    confDir: confPath ? dirname(confPath) : join(prefix, 'conf'),
    modulesDir: /--modules-path=(\S+)/.exec(text)?.[1] ?? join(prefix, 'modules'),
  };
}

/**
 * The brotli_static module's file, where this nginx has one installed
 * (Debian: libnginx-mod-http-brotli-static).
 * @param {NginxBuild} build
 * @returns {string | undefined}
 */
export function brotliStaticModule({ modulesDir }) {
  const path = join(modulesDir, 'ngx_http_brotli_static_module.so');
  return existsSync(path) ? path : undefined;
}
