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
}

export function check(figures: Estimate, preset: Preset, budgets: Budgets): Failure[] {
  const failures: Failure[] = [];
  const fail = (figure: string, limit: number, measured: number, unit: string, timed: boolean) =>
    failures.push({ figure, limit, measured: Math.round(measured * 1000) / 1000, unit, timed });
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
  return failures;
}

export const describe = (failure: Failure) =>
  `${failure.figure}: limit ${failure.limit}${failure.unit}, measured ${failure.measured}${failure.unit}${failure.timed ? '' : ' (not a matter of time: not re-measured)'}`;
