// One measurement of one page: Lighthouse gathers (a real page load in
// Chromium, recording a trace), the trace's tasks are given their CPU time
// (./cpuTrace.ts), then Lighthouse audits the saved artifacts. Lighthouse's
// own gather and audit modes (`-G` / `-A` on its command line) keep every
// audit, the simulation and the scoring its own: only the input changes.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { cpuBlockingTime } from './blockingTime.ts';
import { type CpuRewrite, useCpuTime } from './cpuTrace.ts';
import { clearSavedRun, savedTrace, tracePath, untilRecorded } from './recording.ts';
import { performanceScore } from './score.ts';

export type Preset = 'mobile' | 'desktop';
export const presets: readonly Preset[] = ['mobile', 'desktop'];

export const timedMetrics = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time'] as const;
export type TimedMetric = (typeof timedMetrics)[number];
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export const resourceNames = [
  'scriptKb',
  'stylesheetKb',
  'documentKb',
  'fontCount',
  'thirdPartyCount',
  'requestCount',
  'totalKb',
  'largestImageKb',
  'renderBlockingCount',
] as const;
export type Resource = (typeof resourceNames)[number];

/** What one run measured, and what the gate needs to rescore it. */
export interface Run {
  readonly scores: Record<Category, number>;
  /** Lighthouse's simulated FCP, LCP and Speed Index from CPU time, and the gate's blocking time (./blockingTime.ts). */
  readonly metrics: Record<TimedMetric, number>;
  /** Lighthouse's own simulated TBT from CPU time, for the report. */
  readonly simulatedTbt: number;
  readonly cls: number;
  readonly resources: Record<Resource, number>;
  /** Lighthouse's CPU benchmark of the host at the time of the run (higher is faster). */
  readonly benchmarkIndex: number;
  /** The host's one-minute load average when the run ended. */
  readonly loadAverage: number;
  readonly cpu: CpuRewrite;
  /** The run's own result, from which the estimate is rescored with Lighthouse's functions. */
  readonly lhr: RunnerResult['lhr'];
}

export interface MeasureOptions {
  readonly url: string;
  readonly preset: Preset;
  /** The debugging port of a running Chromium. */
  readonly port: number;
  /** A folder for Lighthouse's artifacts, reused by every run. */
  readonly artifactsDir: string;
  readonly skipAudits?: readonly string[];
  /** Where to write the run's HTML and JSON reports (without extension), if anywhere. */
  readonly reportPath?: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface SummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function resourcesOf(lhr: RunnerResult['lhr']): Record<Resource, number> {
  const summary = (lhr.audits['resource-summary']?.details as { items: SummaryItem[] } | undefined)?.items ?? [];
  const byType = (type: string) => summary.find((item) => item.resourceType === type) ?? { requestCount: 0, transferSize: 0 };
  const requests = (lhr.audits['network-requests']?.details as { items: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const imageSizes = requests.filter((request) => request.resourceType === 'Image').map((request) => request.transferSize ?? 0);
  return {
    scriptKb: kb(byType('script').transferSize),
    stylesheetKb: kb(byType('stylesheet').transferSize),
    documentKb: kb(byType('document').transferSize),
    fontCount: byType('font').requestCount,
    thirdPartyCount: byType('third-party').requestCount,
    requestCount: byType('total').requestCount,
    totalKb: kb(byType('total').transferSize),
    largestImageKb: kb(Math.max(0, ...imageSizes)),
    renderBlockingCount: renderBlockingCount(lhr),
  };
}

/**
 * Requests the page cannot paint before, as Chromium marked them in the
 * trace: a fact of the markup, not of time. A missing audit fails the run
 * rather than counting as none.
 */
function renderBlockingCount(lhr: RunnerResult['lhr']): number {
  const items = (lhr.audits['render-blocking-insight']?.details as { items?: unknown[] } | undefined)?.items;
  if (!items) throw new Error('Lighthouse reported no render-blocking-insight items: the renderBlockingCount budget cannot be checked');
  return items.length;
}

/**
 * Lighthouse's own result for a page load. A run Lighthouse could not record
 * (no trace saved, or one it could not read: ./recording.ts) is no
 * measurement and is repeated, a bounded number of times; a run that
 * measured the page always counts, good or bad.
 */
async function gatherAndAudit(options: MeasureOptions): Promise<{ result: RunnerResult; cpu: CpuRewrite }> {
  const flags: Flags = {
    port: options.port,
    logLevel: 'error',
    output: ['html', 'json'],
    skipAudits: [...(options.skipAudits ?? [])],
    // No audit scores it, and it costs about a second a run.
    disableFullPageScreenshot: true,
  };
  const config = options.preset === 'desktop' ? desktopConfig : undefined;
  return untilRecorded(`${options.url} · ${options.preset}`, async () => {
    clearSavedRun(options.artifactsDir);
    await lighthouse(options.url, { ...flags, gatherMode: options.artifactsDir }, config);
    const saved = savedTrace(options.artifactsDir);
    if (!('recorded' in saved)) return saved;
    const cpu = useCpuTime(saved.recorded);
    writeFileSync(tracePath(options.artifactsDir), JSON.stringify(saved.recorded));
    const result = await lighthouse(options.url, { ...flags, auditMode: options.artifactsDir }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${options.url} (${options.preset})`);
    const error = result.lhr.runtimeError;
    return error ? { unrecorded: error.code, detail: error.message } : { recorded: { result, cpu } };
  });
}

export async function measure(options: MeasureOptions): Promise<Run> {
  const { result, cpu } = await gatherAndAudit(options);
  const { lhr } = result;
  if (options.reportPath) {
    const [html, json] = result.report as string[];
    writeFileSync(`${options.reportPath}.html`, html ?? '');
    writeFileSync(`${options.reportPath}.json`, json ?? '');
  }
  const score = (id: Category) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = {
    ...(Object.fromEntries(timedMetrics.map((id) => [id, numeric(id)])) as Record<TimedMetric, number>),
    'total-blocking-time': await cpuBlockingTime(result.artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
  };
  const cls = numeric('cumulative-layout-shift');
  return {
    scores: {
      performance: performanceScore(lhr, metrics, cls),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics,
    simulatedTbt: numeric('total-blocking-time'),
    cls,
    resources: resourcesOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    cpu,
    lhr,
  };
}
