// How fast this host's processor is, against the reference host the budgets
// are written for. Lighthouse's mobile preset multiplies a page's CPU time by
// 4 to stand for a phone, a factor meant for a fast desktop: on a host half as
// fast the same page costs twice the CPU time, and every timed figure grows
// with it, whatever the build. Lighthouse's own answer is to calibrate the
// slowdown to the host (DevTools' CPU calibration; the lower multiplier
// PageSpeed Insights adopted in 12.2.3 for its slow hosts). The gate does the
// same, in CPU time: a fixed workload is timed by this process's CPU time just
// before and after each page load, and every task's CPU time is scaled by the
// reference host's time for that workload over this host's (audits/gate/cpuTrace.ts; tooling/interactionCost.ts for a tap).
// Measured in the same moment as the page, the workload also shares whatever
// slows the processor then (a busy neighbour's caches), which raised this
// host's task CPU time by up to half under a full npm test.

/** The workload: a fixed number of steps of a multiply-add, which no engine can skip (its result is used). */
export const calibrationSteps = 20_000_000;

/** Runs `count` steps of the workload; the gate's fixtures plant the same function (its source) as a long task, by step count. */
export function spin(count: number): number {
  let value = 1;
  for (let index = 0; index < count; index += 1) value = (Math.imul(value, 1103515245) + 12345) | 0;
  return value;
}

/** This host's CPU time for the workload, in ms: the least of three, as a busy moment can only add to it. */
export function calibrationCpuMs(): number {
  spin(1_000_000);
  let least = Number.POSITIVE_INFINITY;
  let kept = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = process.cpuUsage();
    kept ^= spin(calibrationSteps);
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  // `kept` is read so that the work cannot be dropped as unused.
  return kept === 0.5 ? Number.NaN : least;
}

/** How many of the reference host's CPU-ms one of this host's is worth, from the workload's time on each. */
export const hostScale = (referenceCpuMs: number, hostCpuMs: number): number => referenceCpuMs / hostCpuMs;
