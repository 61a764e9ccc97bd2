// The interaction gate's own tests (tooling/interactionCost.ts): which tasks
// of a trace count, and, in the lock's Chromium, that a handler planted with
// 100 ms of fixed work at the reference host fails its budget by name while
// the same control without it passes.
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationSteps, spin } from '../../tooling/hostSpeed.ts';
import { chromiumArgs, pageChromium } from '../../tooling/chromium.mjs';
import { interactionBudget, interactionCpu, overBudget, timeInteraction } from '../../tooling/interactionCost.ts';

const main = { pid: 1, tid: 2 };
const task = (ts: number, dur: number, tdur: number) => ({ ...main, name: 'RunTask', ph: 'X', ts, dur, tdur });
const inside = (name: string, ts: number, type?: string) => ({ ...main, name, ph: 'X', ts, dur: 1, args: type ? { data: { type } } : {} });

describe('interactionCpu', () => {
  it('counts from the task that dispatched the first input to the one that committed the frame after the click, at CPU time', () => {
    const events = [
      { ...main, name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } },
      task(0, 5000, 4000), // before the input: not counted
      inside('EventDispatch', 10, 'mousemove'),
      task(10_000, 3000, 2000),
      inside('EventDispatch', 10_010, 'pointerdown'),
      inside('EventDispatch', 10_020, 'mousedown'),
      task(20_000, 6000, 5000),
      inside('EventDispatch', 20_010, 'pointerup'),
      inside('EventDispatch', 20_020, 'click'),
      task(30_000, 1000, 500),
      inside('Commit', 30_500),
      task(40_000, 9000, 9000), // after the frame: not counted
      inside('Commit', 40_100),
    ];
    expect(interactionCpu(events)).toEqual({ cpuMs: 7.5, tasks: 3, inputs: ['pointerdown', 'mousedown', 'pointerup', 'click'] });
  });

  it('says so when no frame followed', () => {
    const events = [{ ...main, name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' } }, task(0, 10, 10), inside('EventDispatch', 1, 'keydown')];
    expect(() => interactionCpu(events)).toThrow(/no frame was committed after the keydown event/);
  });
});

describe('a planted slow handler, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: pageChromium(), args: chromiumArgs });
  });
  afterAll(() => browser.close());

  /** A page whose Menu button opens a dialog, after `steps` of the gate's fixed workload. */
  async function menuPage(steps: number) {
    const page = await browser.newPage();
    await page.setContent(`<button>Menu</button><dialog><p>Menu</p></dialog>
      <script>const spin = ${spin.toString()};
      document.querySelector('button').addEventListener('click', () => { spin(${steps}); document.querySelector('dialog').showModal(); });</script>`);
    return page;
  }
  const open = (page: Awaited<ReturnType<typeof menuPage>>) => () => page.getByRole('button', { name: 'Menu' }).click();

  it('fails, naming the interaction, with 100 ms of work at the reference host; passes without it', async () => {
    // The workload's steps cost the reference host calibrationCpuMs (10 ms) per calibrationSteps: 100 ms is ten times that.
    const planted = await menuPage(calibrationSteps * 10);
    const slow = await timeInteraction(planted, 'menu open', 'idle', 'a fixture', open(planted));
    expect(slow.cpuMs).toBeGreaterThan(300);
    expect(overBudget(slow)).toEqual([
      expect.stringMatching(/^menu open \(once the page is idle, a fixture\): \d+(\.\d)? ms of main-thread CPU on the reference phone, over its budget of/),
    ]);
    const clean = await menuPage(0);
    const quick = await timeInteraction(clean, 'menu open', 'idle', 'a fixture', open(clean));
    expect(quick.cpuMs).toBeLessThan(interactionBudget('menu open', 'idle'));
    expect(overBudget(quick)).toEqual([]);
  });
});
