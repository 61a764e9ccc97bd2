// `npm run audit`: the Lighthouse gate on every route, mobile and desktop,
// against the production build served by `npm start`'s own server. How it
// measures and judges is in ./gate/ (CPU time, best of the runs, re-measure
// a timed failure); the budgets are ./budgets.json. Reports go to audits/reports/.
//
// `npm test` runs it last, once the browser suites have finished: their load
// cannot move its CPU-time figures, but half of Lighthouse's Speed Index is
// the filmstrip as observed, wall time. In one npm test that ran it beside
// them (load average 15-24 on two cores, benchmarkIndex 50-860 against
// 1,160-2,170 quiet) home's best Speed Index of five runs was 953 ms; with
// only two busy loops beside it, every page passed on its first two runs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageKey } from '../src/content/pages.ts';
import { budgets, budgetsFor } from './budgets.ts';
import { launchChromium } from './gate/chromium.ts';
import { describe } from './gate/check.ts';
import { gatePage } from './gate/gate.ts';
import { presets } from './gate/measure.ts';
import { type Row, runsTable, verdictTable } from './gate/report.ts';
import { pageLoadLog } from '../tests/support/pageLoads.ts';
import { ports } from '../tests/support/ports.ts';
import { checkStillServing, root, startServer } from '../tests/support/server.ts';
import { auditedPages, only } from './pages.ts';

const reportsDir = join(root, 'audits/reports');

/**
 * The 404 page is `noindex` on purpose (an error page must not be indexed),
 * which Lighthouse's is-crawlable audit scores as an SEO failure; every other
 * SEO audit still runs on it.
 */
const skippedAudits = (key: PageKey) => (key === 'notFound' ? ['is-crawlable'] : []);

/** For working on one page: AUDIT_ROUTES=home,terms AUDIT_PRESETS=mobile. The gate itself runs everything. */
const selectedRoutes = auditedPages.filter((route) => only('AUDIT_ROUTES')?.includes(route.key) ?? true);
const selectedPresets = presets.filter((preset) => only('AUDIT_PRESETS')?.includes(preset) ?? true);

async function main() {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(join(reportsDir, 'artifacts'), { recursive: true });
  const server = await startServer({ port: ports.audit, env: { PAGE_LOAD_LOG: pageLoadLog('audit') } });
  const stillServing = checkStillServing({ 'npm start': server });
  const chrome = await launchChromium();
  const started = Date.now();
  const verdicts: Row[] = [];
  try {
    for (const route of selectedRoutes) {
      for (const preset of selectedPresets) {
        const during = `${route.path} · ${preset}`;
        // Runs against a server that is gone fail as no page would: not a verdict, and not the reason to give.
        const verdict = await gatePage({
          url: `${server.origin}${route.path}`,
          preset,
          port: chrome.port,
          artifactsDir: join(reportsDir, 'artifacts'),
          skipAudits: skippedAudits(route.key),
          budgets: budgetsFor(route.key),
          reportPrefix: join(reportsDir, `${route.key}-${preset}`),
        }).catch((error: unknown) => {
          stillServing(during);
          throw error;
        });
        stillServing(during);
        verdicts.push({ page: route.path, preset, verdict });
        const tbt = verdict.runs.map((run) => Math.round(run.metrics['total-blocking-time'])).join('/');
        const status = verdict.failures.length ? `✗ ${verdict.failures.map((failure) => failure.figure).join(', ')}` : '✓';
        console.log(
          `${status} ${route.path} · ${preset}: ${verdict.runs.length} runs, performance ${verdict.estimate.scores.performance}, TBT per run ${tbt} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
    server.stop();
  }

  const failures = verdicts.flatMap(({ page, preset, verdict }) => verdict.failures.map((failure) => `${page} · ${preset} · ${describe(failure)}`));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const summary = [
    '# Lighthouse summary',
    `Lighthouse 12.8, ${budgets.runsPerPage} runs per page and preset (up to ${budgets.remeasureRuns} more where only a timed figure failed), ${minutes} min. Timed figures are simulated from each task's CPU time and judged at the best run; CLS, bytes, requests and the other categories at the worst.`,
    '## Judged figures',
    verdictTable(verdicts),
    '## Every run',
    runsTable(verdicts),
    failures.length ? `## Budget failures\n\n${failures.map((failure) => `- ${failure}`).join('\n')}` : 'All budgets met.',
  ].join('\n\n');
  writeFileSync(join(reportsDir, 'summary.md'), `${summary}\n`);
  const failed = verdicts.filter(({ verdict }) => verdict.failures.length > 0).length;
  // One check per route and preset, for the test command's closing count.
  writeFileSync(join(reportsDir, 'gate.json'), JSON.stringify({ passed: verdicts.length - failed, failed, failures }, null, 2));
  rmSync(join(reportsDir, 'artifacts'), { recursive: true, force: true });
  console.log(`\n${summary}`);
  if (failures.length) {
    console.error(`✗ ${failures.length} Lighthouse budget(s) exceeded`);
    process.exit(1);
  }
  console.log(`audits: ${verdicts.length} passed, 0 failed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
