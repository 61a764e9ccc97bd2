// The gate's rule for one page and preset: measure a few times, estimate,
// check; if only timed figures fail, measure again, a bounded number of
// times, and judge the best of every run. A regression costs time in every
// run and still fails; a busy neighbour does not slow every run.
import type { Budgets } from '../budgets.ts';
import { type Failure, check } from './check.ts';
import { type Estimate, estimate } from './estimate.ts';
import { type MeasureOptions, type Run, measure } from './measure.ts';

export interface Verdict {
  readonly runs: readonly Run[];
  readonly estimate: Estimate;
  readonly failures: readonly Failure[];
}

export interface GateOptions extends Omit<MeasureOptions, 'reportPath' | 'referenceCpuMs'> {
  readonly budgets: Budgets;
  /** Reports of run N go to `${reportPrefix}-N.html` and `.json`. */
  readonly reportPrefix?: string;
}

export async function gatePage(options: GateOptions): Promise<Verdict> {
  const { runsPerPage, remeasureRuns } = options.budgets;
  const runs: Run[] = [];
  const measureOnce = async () => {
    const reportPath = options.reportPrefix ? `${options.reportPrefix}-${runs.length + 1}` : undefined;
    runs.push(await measure({ ...options, referenceCpuMs: options.budgets.referenceHost.calibrationCpuMs, ...(reportPath ? { reportPath } : {}) }));
  };
  while (runs.length < runsPerPage) await measureOnce();
  let figures = estimate(runs);
  let failures = check(figures, options.preset, options.budgets);
  while (failures.length > 0 && failures.every((failure) => failure.timed) && runs.length < runsPerPage + remeasureRuns) {
    await measureOnce();
    figures = estimate(runs);
    failures = check(figures, options.preset, options.budgets);
  }
  return { runs, estimate: figures, failures };
}
