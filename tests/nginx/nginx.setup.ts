import { expect, test } from '@playwright/test';
import { nginxOrigin, startNginx, stopNginx, writeAndTestConfig } from '../../tooling/nginx.ts';
import { isRunning } from '../../tooling/processes.ts';
import { conditionHangMs } from '../../tooling/hangs.ts';
import { statusOf } from '../support/rawRequest.ts';

/**
 * Starts nginx for the `nginx` project: the generated config must load
 * (`nginx -t`), then nginx serves dist/ until the last test here stops it
 * (the `nginx teardown` project runs that one alone).
 */
test.describe.configure({ mode: 'serial' });

test('nginx -t loads the include the build wrote (dist/_nginx/site.conf) without a warning', async () => {
  // An nginx left by an interrupted run holds the port; it is ours, by its pid file.
  const stale = stopNginx();
  if (stale) await expect.poll(() => isRunning(stale)).toBe(false);
  const { status, output } = writeAndTestConfig();
  expect(output).toContain('test is successful');
  expect(output, 'nginx -t warnings').not.toMatch(/\[(warn|emerg|alert|crit|error)\]/);
  expect(status).toBe(0);
});

test('nginx serves dist/', async () => {
  startNginx();
  // nginx answers once its workers accept: there is no event to wait for.
  await expect.poll(() => statusOf(`${nginxOrigin}/`), { timeout: conditionHangMs, message: 'nginx answers /' }).toBe(200);
});

test('nginx stops', async () => {
  // No pid file: the setup never got nginx running, and its own test says why.
  const pid = stopNginx();
  if (pid) await expect.poll(() => isRunning(pid)).toBe(false);
});
