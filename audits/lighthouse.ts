// `npm run audit`: Lighthouse on every route, mobile and desktop, against the
// production build served by `npm start`'s own server, asserting the median of
// several runs against audits/budgets.json. Reports go to audits/reports/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { PageKey } from '../src/content/pages';
import { chromiumArgs, findChromium } from '../src/node/chromium.mjs';
import { budgets, type Preset, presets } from './budgets';
import { auditedPages, median, only, root, startServer } from './server';

const reportsDir = join(root, 'audits/reports');
const port = Number(process.env.AUDIT_PORT ?? 4175);

/**
 * The 404 page is `noindex` on purpose (an error page must not be indexed),
 * which Lighthouse's is-crawlable audit scores as an SEO failure; every other
 * SEO audit still runs on it.
 */
const skippedAudits = (key: PageKey) => (key === 'notFound' ? ['is-crawlable'] : []);

/** For working on one page: AUDIT_ROUTES=home,terms AUDIT_PRESETS=mobile AUDIT_RUNS=1. The gate itself runs everything. */
const selectedRoutes = auditedPages.filter((route) => only('AUDIT_ROUTES')?.includes(route.key) ?? true);
const selectedPresets = presets.filter((preset) => only('AUDIT_PRESETS')?.includes(preset) ?? true);
const runsPerRoute = Number(process.env.AUDIT_RUNS ?? budgets.runsPerRoute);

interface Measured {
  readonly route: string;
  readonly preset: Preset;
  readonly scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  readonly metrics: Record<string, number>;
  readonly cls: number;
  readonly resources: {
    scriptKb: number;
    stylesheetKb: number;
    documentKb: number;
    fontCount: number;
    thirdPartyCount: number;
    requestCount: number;
    totalKb: number;
    largestImageKb: number;
  };
}

function extract(route: string, preset: Preset, result: RunnerResult): Measured {
  const { lhr } = result;
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits['resource-summary']?.details as { items: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined)?.items ?? [];
  const byType = (type: string) => summary.find((item) => item.resourceType === type) ?? { requestCount: 0, transferSize: 0 };
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const requests = (lhr.audits['network-requests']?.details as { items: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const imageSizes = requests.filter((request) => request.resourceType === 'Image').map((request) => request.transferSize ?? 0);
  return {
    route,
    preset,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metrics: Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time'].map((id) => [id, numeric(id)])),
    cls: numeric('cumulative-layout-shift'),
    resources: {
      scriptKb: kb(byType('script').transferSize),
      stylesheetKb: kb(byType('stylesheet').transferSize),
      documentKb: kb(byType('document').transferSize),
      fontCount: byType('font').requestCount,
      thirdPartyCount: byType('third-party').requestCount,
      requestCount: byType('total').requestCount,
      totalKb: kb(byType('total').transferSize),
      largestImageKb: kb(Math.max(0, ...imageSizes)),
    },
  };
}

/** Each score, metric and resource figure is the median of its own values over the runs. */
function medianOf(runs: readonly Measured[]): Measured {
  const first = runs[0];
  if (!first) throw new Error('no runs to take a median of');
  const pick = <T extends Record<string, number>>(select: (run: Measured) => T): T =>
    Object.fromEntries(Object.keys(select(first)).map((key) => [key, median(runs.map((run) => select(run)[key] ?? Number.NaN))])) as T;
  return {
    route: first.route,
    preset: first.preset,
    scores: pick((run) => run.scores),
    metrics: pick((run) => run.metrics),
    cls: median(runs.map((run) => run.cls)),
    resources: pick((run) => run.resources),
  };
}

function check(run: Measured): string[] {
  const failures: string[] = [];
  const fail = (budget: string, limit: number, value: number, unit = '') =>
    failures.push(`${run.route} · ${run.preset} · ${budget}: limit ${limit}${unit}, measured ${Math.round(value * 1000) / 1000}${unit}`);
  for (const [category, minimum] of Object.entries(budgets.categories[run.preset])) {
    const value = run.scores[category as keyof Measured['scores']];
    if (value < minimum) fail(`${category} score`, minimum, value);
  }
  for (const [metric, limit] of Object.entries(budgets.metricsMs[run.preset])) {
    const value = run.metrics[metric] ?? Number.NaN;
    if (!(value <= limit)) fail(metric, limit, value, ' ms');
  }
  if (!(run.cls <= budgets.cumulativeLayoutShift[run.preset])) fail('cumulative-layout-shift', budgets.cumulativeLayoutShift[run.preset], run.cls);
  for (const [resource, limit] of Object.entries(budgets.resources)) {
    const value = run.resources[resource as keyof Measured['resources']];
    if (value > limit) fail(resource, limit, value, resource.endsWith('Kb') ? ' KB' : '');
  }
  return failures;
}

function summaryTable(rows: readonly Measured[], medians: ReadonlyMap<string, readonly number[]>): string {
  const header =
    '| route | preset | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | script KB | largest image KB | total KB | requests | perf scores of all runs |';
  const line = '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |';
  const body = rows.map((row) =>
    [
      row.route,
      row.preset,
      Math.round(row.scores.performance * 100),
      Math.round(row.scores.accessibility * 100),
      Math.round(row.scores['best-practices'] * 100),
      Math.round(row.scores.seo * 100),
      Math.round(row.metrics['first-contentful-paint'] ?? 0),
      Math.round(row.metrics['largest-contentful-paint'] ?? 0),
      Math.round(row.metrics['total-blocking-time'] ?? 0),
      row.cls.toFixed(3),
      row.resources.scriptKb,
      row.resources.largestImageKb,
      row.resources.totalKb,
      row.resources.requestCount,
      (medians.get(`${row.route} ${row.preset}`) ?? []).map((score) => Math.round(score * 100)).join(' '),
    ].join(' | '),
  );
  return [header, line, ...body.map((row) => `| ${row} |`)].join('\n');
}

/**
 * One Lighthouse run. A run whose trace Lighthouse itself could not record
 * (NO_NAVSTART and the like: no score at all) is repeated, at most twice; a
 * run that measured the page always counts, good or bad.
 */
async function auditOnce(url: string, flags: Flags, preset: Preset): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${preset})`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 3) throw new Error(`${url} · ${preset}: ${error.code} ${error.message}`);
    console.warn(`${url} · ${preset}: Lighthouse could not record the run (${error.code}); running it again`);
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH.');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const server = await startServer(port);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  const started = Date.now();
  const medians: Measured[] = [];
  const allScores = new Map<string, number[]>();
  const failures: string[] = [];
  try {
    for (const route of selectedRoutes) {
      const url = `${server.origin}${route.path}`;
      for (const preset of selectedPresets) {
        const runs: Measured[] = [];
        for (let run = 1; run <= runsPerRoute; run += 1) {
          const flags: Flags = {
            port: chrome.port,
            output: ['html', 'json'],
            logLevel: 'error',
            skipAudits: skippedAudits(route.key),
            disableFullPageScreenshot: true,
          };
          const result = await auditOnce(url, flags, preset);
          const name = `${route.key}-${preset}-${run}`;
          const [html, json] = result.report as string[];
          writeFileSync(join(reportsDir, `${name}.html`), html ?? '');
          writeFileSync(join(reportsDir, `${name}.json`), json ?? '');
          runs.push(extract(route.path, preset, result));
        }
        const chosen = medianOf(runs);
        allScores.set(
          `${route.path} ${preset}`,
          runs.map((run) => run.scores.performance),
        );
        medians.push(chosen);
        failures.push(...check(chosen));
        console.log(
          `${route.path} · ${preset}: performance ${runs.map((run) => Math.round(run.scores.performance * 100)).join('/')}, median LCP ${Math.round(chosen.metrics['largest-contentful-paint'] ?? 0)} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
    server.stop();
  }

  const table = summaryTable(medians, allScores);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const summary = `# Lighthouse summary\n\nMedians of ${runsPerRoute} runs per route and preset (each figure its own median), Lighthouse 12.8, ${minutes} min.\n\n${table}\n\n${failures.length ? `## Budget failures\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : 'All budgets met.\n'}`;
  writeFileSync(join(reportsDir, 'summary.md'), summary);
  // One check per route and preset, for the test command's closing count.
  const failedChecks = new Set(failures.map((failure) => failure.split(' · ').slice(0, 2).join(' · ')));
  writeFileSync(join(reportsDir, 'gate.json'), JSON.stringify({ passed: medians.length - failedChecks.size, failed: failedChecks.size, failures }, null, 2));
  console.log(`\n${summary}`);
  if (failures.length) {
    console.error(`✗ ${failures.length} Lighthouse budget(s) exceeded`);
    process.exit(1);
  }
  console.log(`audits: ${medians.length} passed, 0 failed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
