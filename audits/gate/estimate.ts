// From several runs of one page to the figures the gate judges. Another
// process on the machine can only ever make a run slower, never faster, so a
// timed figure is the best (lowest) of its runs: the closest any run came to
// what the page itself costs. Whatever time cannot explain is taken at its
// worst: a layout shift, a byte or an accessibility failure seen in any run
// is real to some visitor, and so is an audit Lighthouse failed in any run
// (a lazy hero seen once), unless a simulated time decides that audit too.
import type { AuditShortfall, Category, Resource, Run, TimedMetric } from './measure.ts';
import { resourceNames, timedMetrics } from './measure.ts';
import { performanceScore } from './score.ts';

export interface Estimate {
  readonly scores: Record<Category, number>;
  readonly metrics: Record<TimedMetric, number>;
  readonly cls: number;
  readonly resources: Record<Resource, number>;
  /** Each audit or insight below 1 in any run, at its worst. */
  readonly audits: Readonly<Record<string, AuditShortfall>>;
}

/**
 * Each audit that fell short: a fact of the page at its lowest score in any
 * run; one decided by a simulated time only if it fell short in every run,
 * at its best.
 */
function judgedAudits(runs: readonly Run[]): Record<string, AuditShortfall> {
  const judged: Record<string, AuditShortfall> = {};
  const ids = new Set(runs.flatMap((run) => Object.keys(run.audits)));
  for (const id of ids) {
    const shortfalls = runs.map((run) => run.audits[id]);
    const seen = shortfalls.filter((shortfall) => shortfall !== undefined);
    const timed = seen.some((shortfall) => shortfall.timed);
    // A run without a shortfall scored 1: for a timed audit, the best run passed.
    if (timed && seen.length < runs.length) continue;
    const pick = seen.reduce((chosen, shortfall) => ((timed ? shortfall.score > chosen.score : shortfall.score < chosen.score) ? shortfall : chosen));
    judged[id] = pick;
  }
  return judged;
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
    audits: judgedAudits(runs),
  };
}
