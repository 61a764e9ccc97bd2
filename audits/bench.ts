// `npm run bench`: Lighthouse with applied throttling (Chromium really slows
// the network and the CPU, instead of Lighthouse's Lantern simulation), mobile,
// on every route, beside the same page with its scripts blocked: the no-JS
// floor, what the HTML and CSS alone cost. A benchmark, not a test: it prints
// medians and ratios and fails on nothing but a broken run. Shared machines
// are noisy; compare figures from one run of this command, not across days.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { launchChromium } from './gate/chromium.ts';
import { lighthouseVersion } from './gate/lighthouseInsides.ts';
import { ports } from '../tooling/ports.ts';
import { root, startServer } from '../tooling/server.ts';
import { auditedPages, median, only } from './pages.ts';

const reportsDir = join(root, 'audits/reports');
/** BENCH_ROUTES=home,terms BENCH_RUNS=1 narrow it while working on one page. */
const routes = auditedPages.filter((route) => only('BENCH_ROUTES')?.includes(route.key) ?? true);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const metricIds = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
} as const;
type Metric = keyof typeof metricIds;
type Figures = Record<Metric | 'kb' | 'benchmarkIndex', number>;

const variants = {
  page: [] as string[],
  // Every script request fails: boot.js, so the app and the service worker never start.
  floor: ['*.js'],
};
type Variant = keyof typeof variants;

async function measure(url: string, chromePort: number, blockedUrlPatterns: string[]): Promise<Figures> {
  // The mobile preset (Moto G Power, slow 4G, 4× CPU), applied for real.
  const flags: Flags = { port: chromePort, logLevel: 'error', throttlingMethod: 'devtools', blockedUrlPatterns, onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.code ?? 'no result'} ${lhr?.runtimeError?.message ?? ''}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const bytes = summary.find((item) => item.resourceType === 'total')?.transferSize ?? Number.NaN;
  return {
    fcp: numeric(metricIds.fcp),
    lcp: numeric(metricIds.lcp),
    tbt: numeric(metricIds.tbt),
    si: numeric(metricIds.si),
    kb: bytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const medianFigures = (all: readonly Figures[]): Figures =>
  Object.fromEntries((['fcp', 'lcp', 'tbt', 'si', 'kb', 'benchmarkIndex'] as const).map((key) => [key, median(all.map((figures) => figures[key]))])) as Figures;

const ms = (value: number) => String(Math.round(value));
const ratio = (value: number, floor: number) => (floor > 0 ? (value / floor).toFixed(2) : '–');

async function main() {
  const server = await startServer({ port: ports.audit });
  const chrome = await launchChromium();
  const started = Date.now();
  const rows: { path: string; page: Figures; floor: Figures }[] = [];
  try {
    for (const route of routes) {
      const url = `${server.origin}${route.path}`;
      const measured: Record<Variant, Figures[]> = { page: [], floor: [] };
      // Alternate the variants, so a burst of noise on the machine hits both.
      for (let run = 0; run < runs; run += 1) {
        for (const variant of Object.keys(variants) as Variant[]) measured[variant].push(await measure(url, chrome.port, variants[variant]));
      }
      const row = { path: route.path, page: medianFigures(measured.page), floor: medianFigures(measured.floor) };
      rows.push(row);
      console.log(`${route.path}: FCP ${ms(row.page.fcp)} ms (no-JS floor ${ms(row.floor.fcp)} ms), TBT ${ms(row.page.tbt)} ms`);
    }
  } finally {
    chrome.kill();
    server.stop();
  }

  const header =
    '| route | FCP ms | LCP ms | TBT ms | Speed Index ms | KB | no-JS FCP ms | no-JS LCP ms | no-JS Speed Index ms | no-JS KB | FCP ÷ floor | LCP ÷ floor | SI ÷ floor |';
  const line = `|${' --- |'.repeat(1)}${' ---: |'.repeat(12)}`;
  const body = rows.map(({ path, page, floor }) =>
    [
      path,
      ms(page.fcp),
      ms(page.lcp),
      ms(page.tbt),
      ms(page.si),
      page.kb.toFixed(1),
      ms(floor.fcp),
      ms(floor.lcp),
      ms(floor.si),
      floor.kb.toFixed(1),
      ratio(page.fcp, floor.fcp),
      ratio(page.lcp, floor.lcp),
      ratio(page.si, floor.si),
    ].join(' | '),
  );
  const benchmarkIndex = median(rows.flatMap((row) => [row.page.benchmarkIndex, row.floor.benchmarkIndex]));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const table = [header, line, ...body.map((row) => `| ${row} |`)].join('\n');
  const report = `# Benchmark: applied throttling\n\nLighthouse ${lighthouseVersion}, mobile preset with \`throttlingMethod: 'devtools'\` (150 ms RTT, 1.6 Mbps, 4× CPU, applied by Chromium), medians of ${runs} runs per route and variant. The no-JS floor is the same page with every script request blocked. Host benchmarkIndex ${Math.round(benchmarkIndex)}, ${minutes} min.\n\n${table}\n`;
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(join(reportsDir, 'bench.md'), report);
  writeFileSync(join(reportsDir, 'bench.json'), `${JSON.stringify({ runs, benchmarkIndex, rows }, null, 2)}\n`);
  console.log(`\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
