// The estimate against the budgets: each failure names its figure.
import type { Budgets } from '../budgets.ts';
import type { Estimate } from './estimate.ts';
import type { Category, Preset, Resource } from './measure.ts';

export interface Failure {
  /** The budget's name as budgets.json spells it (`total-blocking-time`, `scriptKb`, `performance score`, …). */
  readonly figure: string;
  readonly limit: number;
  readonly measured: number;
  readonly unit: string;
  /**
   * Whether time decides this figure, so a busy machine could have caused it.
   * Only such a failure is measured again before it counts.
   */
  readonly timed: boolean;
  /** What Lighthouse said, for an audit: its title, its summary and the checks that failed. */
  readonly detail?: string;
}

export function check(figures: Estimate, preset: Preset, budgets: Budgets): Failure[] {
  const failures: Failure[] = [];
  const fail = (figure: string, limit: number, measured: number, unit: string, timed: boolean, detail?: string) =>
    failures.push({ figure, limit, measured: Math.round(measured * 1000) / 1000, unit, timed, ...(detail ? { detail } : {}) });
  for (const [category, minimum] of Object.entries(budgets.categories[preset])) {
    const value = figures.scores[category as Category];
    if (!(value >= minimum)) fail(`${category} score`, minimum, value, '', category === 'performance');
  }
  for (const [metric, limit] of Object.entries(budgets.metricsMs[preset])) {
    const value = figures.metrics[metric as keyof Estimate['metrics']];
    if (!(value <= limit)) fail(metric, limit, value, ' ms', true);
  }
  const clsLimit = budgets.cumulativeLayoutShift[preset];
  if (!(figures.cls <= clsLimit)) fail('cumulative-layout-shift', clsLimit, figures.cls, '', false);
  for (const [resource, limit] of Object.entries(budgets.resources)) {
    const value = figures.resources[resource as Resource];
    if (!(value <= limit)) fail(resource, limit, value, resource.endsWith('Kb') ? ' KB' : '', false);
  }
  for (const [id, shortfall] of Object.entries(figures.audits)) {
    // The wall clock's, not the page's: listed with the reason in budgets.json, and shown in the report.
    if (id in budgets.wallClockAudits) continue;
    const minimum = budgets.audits[id]?.[preset] ?? 1;
    if (!(shortfall.score >= minimum))
      fail(
        id,
        minimum,
        shortfall.score,
        '',
        shortfall.timed,
        [shortfall.title, shortfall.displayValue, shortfall.failedChecks?.join('; ')].filter(Boolean).join(': '),
      );
  }
  return failures;
}

/** Allowances in the budgets that no run needed: each is a budget to tighten. */
export function unusedAllowances(figures: Estimate, preset: Preset, budgets: Budgets): string[] {
  return Object.entries(budgets.audits)
    .filter(([id, allowance]) => allowance[preset] !== undefined && !(id in figures.audits))
    .map(([id]) => id);
}

export const describe = (failure: Failure) =>
  `${failure.figure}: limit ${failure.limit}${failure.unit}, measured ${failure.measured}${failure.unit}${failure.detail ? ` (${failure.detail})` : ''}${failure.timed ? '' : ' (not a matter of time: not re-measured)'}`;
