// From several runs of one page to the figures the gate judges. Another
// process on the machine can only ever make a run slower, never faster, so a
// timed figure is the best (lowest) of its runs: the closest any run came to
// what the page itself costs. Whatever time cannot explain is taken at its
// worst: a layout shift, a byte or an accessibility failure seen in any run
// is real to some visitor.
import type { Category, Resource, Run, TimedMetric } from './measure.ts';
import { resourceNames, timedMetrics } from './measure.ts';
import { performanceScore } from './score.ts';

export interface Estimate {
  readonly scores: Record<Category, number>;
  readonly metrics: Record<TimedMetric, number>;
  readonly cls: number;
  readonly resources: Record<Resource, number>;
}

const lowest = (values: readonly number[]) => Math.min(...values);
const highest = (values: readonly number[]) => Math.max(...values);

export function estimate(runs: readonly Run[]): Estimate {
  const first = runs[0];
  if (!first) throw new Error('no runs to estimate from');
  const metrics = Object.fromEntries(timedMetrics.map((id) => [id, lowest(runs.map((run) => run.metrics[id]))])) as Record<TimedMetric, number>;
  const cls = highest(runs.map((run) => run.cls));
  const worstScore = (category: Category) => lowest(runs.map((run) => run.scores[category]));
  return {
    scores: {
      performance: performanceScore(first.lhr, metrics, cls),
      accessibility: worstScore('accessibility'),
      'best-practices': worstScore('best-practices'),
      seo: worstScore('seo'),
    },
    metrics,
    cls,
    resources: Object.fromEntries(resourceNames.map((name) => [name, highest(runs.map((run) => run.resources[name]))])) as Record<Resource, number>,
  };
}
