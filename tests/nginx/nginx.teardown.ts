import { expect, test } from '@playwright/test';
import { stopNginx } from '../../tooling/nginx.ts';
import { isRunning } from '../../tooling/processes.ts';

test('nginx stops', async () => {
  // No pid file: the setup never got nginx running, and its own test says why.
  const pid = stopNginx();
  if (pid) await expect.poll(() => isRunning(pid)).toBe(false);
});
