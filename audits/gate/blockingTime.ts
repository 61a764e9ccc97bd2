// The gate's two figures of the main thread after first paint, from the run's
// own tasks in the order they ran, each lasting its CPU time times the
// preset's CPU slowdown:
// - blocking time, Lighthouse's own definition of TBT (every task after first
//   contentful paint blocks for what it lasts over 50 ms);
// - the longest task, Lighthouse's own definition of Max Potential FID when it
//   observes rather than simulates (the longest task that ends after first
//   contentful paint, at least 16 ms).
//
// Why not Lighthouse's simulated figures, even fed CPU time: its simulation
// re-orders the tasks by their network dependencies only, and does not know
// that the site's app starts after the first paint (boot.js waits for it).
// A 40 ms task planted in the app was scheduled before the simulated first
// paint in 5 runs of 5 and counted 0 ms of TBT, while it lengthened the
// simulated FCP instead. Counted in the order the page ran it, the same
// task blocks for 4 × 40 − 50 = 110 ms, as it would on the phone the
// mobile preset stands for, and is the longest task at 160 ms.
import type { Artifacts } from 'lighthouse';
import { mainThreadTasks, sumOfBlockingTime } from './lighthouseInsides.ts';

/** The shortest task Lighthouse's Max Potential FID reports: one frame. */
const oneFrameMs = 16;

/**
 * @param trace the audited trace, whose tasks already last their CPU time (./cpuTrace.ts)
 * @param cpuSlowdown the preset's CPU multiplier (4 mobile, 1 desktop)
 */
export async function cpuMainThread(trace: Artifacts['Trace'], cpuSlowdown: number): Promise<{ blockingTime: number; longestTask: number }> {
  const { tasks, firstContentfulPaint } = await mainThreadTasks(trace);
  const slowed = tasks.map(({ start, duration }) => ({ start, end: start + duration * cpuSlowdown, duration: duration * cpuSlowdown }));
  const afterPaint = tasks.filter(({ start, duration }) => start + duration >= firstContentfulPaint).map(({ duration }) => duration * cpuSlowdown);
  return { blockingTime: sumOfBlockingTime(slowed, firstContentfulPaint), longestTask: Math.max(oneFrameMs, ...afterPaint) };
}
