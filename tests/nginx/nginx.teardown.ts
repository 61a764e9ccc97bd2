import { expect, test } from '@playwright/test';
import { stopNginx } from '../support/nginx.ts';
import { isRunning } from '../support/processes.ts';

test('nginx stops', async () => {
  // No pid file: the setup never got nginx running, and its own test says why.
  const pid = stopNginx();
  if (pid) await expect.poll(() => isRunning(pid)).toBe(false);
});
