import { expect, test } from '@playwright/test';
import { isRunning } from '../../tooling/processes.ts';
import { startWorkerd, stopWorkerd, workerdOrigin, workerdVersion, wranglerLogTail } from '../support/workerd.ts';
import { conditionHangMs } from '../../tooling/hangs.ts';
import { statusOf } from '../support/rawRequest.ts';

/**
 * Starts Cloudflare Pages' local server for the `workerd` project: wrangler
 * serves dist-edge/ on workerd until the last test here stops it (the
 * `workerd teardown` project runs that one alone).
 */
test('wrangler pages dev serves dist-edge/ on workerd', async () => {
  // A wrangler left by an interrupted run holds the port; it is ours, by its pid file.
  const stale = stopWorkerd();
  if (stale) await expect.poll(() => isRunning(-stale)).toBe(false);
  test.info().annotations.push({ type: 'workerd', description: workerdVersion() });
  const pid = startWorkerd();
  // wrangler says "Ready" once workerd listens; the first answer is the condition that matters.
  await expect
    .poll(
      () => {
        if (!isRunning(pid)) throw new Error(`wrangler exited:\n${wranglerLogTail()}`);
        return statusOf(`${workerdOrigin}/`);
      },
      { timeout: conditionHangMs, message: 'wrangler pages dev answers /' },
    )
    .toBe(200);
});

test('wrangler and its workerd processes stop', async () => {
  // No pid file: the setup never got wrangler running, and its own test says why.
  const pid = stopWorkerd();
  if (pid) await expect.poll(() => isRunning(-pid)).toBe(false);
});
