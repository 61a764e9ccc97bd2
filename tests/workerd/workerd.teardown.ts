import { expect, test } from '@playwright/test';
import { isRunning } from '../../tooling/processes.ts';
import { stopWorkerd } from '../support/workerd.ts';

test('wrangler and its workerd processes stop', async () => {
  // No pid file: the setup never got wrangler running, and its own test says why.
  const pid = stopWorkerd();
  if (pid) await expect.poll(() => isRunning(-pid)).toBe(false);
});
