import { expect, test } from '@playwright/test';
import { isRunning, stopNginx } from '../support/nginx.ts';

test('nginx stops', async () => {
  // No pid file: the setup never got nginx running, and its own test says why.
  const pid = stopNginx();
  if (pid) await expect.poll(() => isRunning(pid)).toBe(false);
});
