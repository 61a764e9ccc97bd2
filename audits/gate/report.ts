// The gate's report tables (Markdown): the judged figures, and every run
// with the host's state beside it.
import type { Verdict } from './gate.ts';
import type { Preset } from './measure.ts';
import type { InteractionFigure } from '../../tooling/interactionCost.ts';

/** One page and preset, as the gate judged it. */
export interface Row {
  readonly page: string;
  readonly preset: Preset;
  readonly verdict: Verdict;
}

const ms = (value: number) => String(Math.round(value));
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

export const verdictTable = (rows: readonly Row[]) =>
  table(
    [
      'page',
      'preset',
      'runs',
      'perf',
      'a11y',
      'best practices',
      'SEO',
      'FCP ms',
      'LCP ms',
      'SI ms',
      'TBT ms',
      'longest task ms',
      'CLS',
      'script KB',
      'largest image KB',
      'total KB',
      'requests',
      'audits below 1',
      'failed',
    ],
    rows.map(({ page, preset, verdict: { runs, estimate, failures } }) => [
      page,
      preset,
      runs.length,
      Math.round(estimate.scores.performance * 100),
      Math.round(estimate.scores.accessibility * 100),
      Math.round(estimate.scores['best-practices'] * 100),
      Math.round(estimate.scores.seo * 100),
      ms(estimate.metrics['first-contentful-paint']),
      ms(estimate.metrics['largest-contentful-paint']),
      ms(estimate.metrics['speed-index']),
      ms(estimate.metrics['total-blocking-time']),
      ms(estimate.metrics['max-potential-fid']),
      estimate.cls.toFixed(3),
      estimate.resources.scriptKb,
      estimate.resources.largestImageKb,
      estimate.resources.totalKb,
      estimate.resources.requestCount,
      Object.entries(estimate.audits)
        .map(([id, shortfall]) => `${id} ${shortfall.score}`)
        .join(', ') || '–',
      failures.map((failure) => failure.figure).join(', ') || '–',
    ]),
  );

export const runsTable = (rows: readonly Row[]) =>
  table(
    [
      'page',
      'preset',
      'run',
      'perf',
      'FCP ms',
      'LCP ms',
      'SI ms',
      "Lighthouse's SI ms",
      'TBT ms',
      'simulated TBT ms',
      'longest task ms',
      'CLS',
      'task wall ms',
      'task CPU ms',
      'host scale',
      "browser's own requests out",
      'benchmarkIndex',
      'load average',
    ],
    rows.flatMap(({ page, preset, verdict }) =>
      verdict.runs.map((run, index) => [
        page,
        preset,
        index + 1,
        Math.round(run.scores.performance * 100),
        ms(run.metrics['first-contentful-paint']),
        ms(run.metrics['largest-contentful-paint']),
        ms(run.metrics['speed-index']),
        ms(run.lighthouseSpeedIndex),
        ms(run.metrics['total-blocking-time']),
        ms(run.simulatedTbt),
        ms(run.metrics['max-potential-fid']),
        run.cls.toFixed(3),
        run.cpu.wallMs,
        run.cpu.cpuMs,
        run.cpu.scale.toFixed(2),
        run.browsersOwn.length,
        Math.round(run.benchmarkIndex),
        run.loadAverage,
      ]),
    ),
  );

/**
 * What each interaction cost the main thread in this run's browser suites (tooling/interactionCost.ts), by
 * interaction and moment: the most it cost on any page, with Chromium's own event timing beside it.
 */
export function interactionTable(figures: readonly InteractionFigure[]): string {
  const byMoment = new Map<string, InteractionFigure[]>();
  for (const figure of figures) {
    const key = `${figure.interaction}\u0000${figure.moment}`;
    byMoment.set(key, [...(byMoment.get(key) ?? []), figure]);
  }
  return table(
    ['interaction', 'moment', 'times', 'CPU ms, reference phone (least–most)', 'budget ms', 'where the most', 'host CPU ms', 'event timing ms (most)', 'over'],
    [...byMoment.values()].map((all) => {
      const sorted = [...all].sort((a, b) => a.cpuMs - b.cpuMs);
      const least = sorted[0];
      const most = sorted[sorted.length - 1];
      if (!least || !most) return [];
      const timings = all.flatMap((figure) => (figure.eventTimingMs === undefined ? [] : [figure.eventTimingMs]));
      return [
        most.interaction,
        most.moment === 'idle' ? 'page idle' : 'hydrating',
        all.length,
        `${least.cpuMs}–${most.cpuMs}`,
        most.budgetMs,
        most.where,
        most.hostCpuMs,
        timings.length ? Math.max(...timings) : 'under 16',
        sorted.filter((figure) => figure.cpuMs > figure.budgetMs).length || '–',
      ];
    }),
  );
}
