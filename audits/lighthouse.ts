// `npm run audit`: the Lighthouse gate on every route, mobile and desktop,
// against the production build served by `npm start`'s own server. How it
// measures and judges is in ./gate/ (CPU time, no figure on the wall clock,
// best of the runs for time and worst for everything else, every scored
// audit); the budgets are ./budgets.json. Reports go to audits/reports/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageKey } from '../src/content/pages.ts';
import { budgets, budgetsFor } from './budgets.ts';
import { describe, unusedAllowances } from './gate/check.ts';
import { gatePool } from './gate/pool.ts';
import { lighthouseVersion } from './gate/lighthouseInsides.ts';
import { presets } from './gate/measure.ts';
import { type Row, interactionTable, runsTable, verdictTable } from './gate/report.ts';
import { recordedFigures } from '../tooling/interactionCost.ts';
import { pageLoadLog } from '../tooling/pageLoads.ts';
import { ports } from '../tooling/ports.ts';
import { checkStillServing, root, startServer } from '../tooling/server.ts';
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
  mkdirSync(reportsDir, { recursive: true });
  const server = await startServer({ port: ports.audit, env: { PAGE_LOAD_LOG: pageLoadLog('audit') } });
  const stillServing = checkStillServing({ 'npm start': server });
  // Every page and preset at once, as many at a time as the gate's pool has processes (./gate/pool.ts).
  const pool = gatePool();
  const started = Date.now();
  /** Audit allowances a page and preset did not need: budgets to tighten, said rather than failed. */
  const unneeded: string[] = [];
  let verdicts: Row[];
  try {
    const pairs = selectedRoutes.flatMap((route) => selectedPresets.map((preset) => ({ route, preset })));
    verdicts = await Promise.all(
      pairs.map(async ({ route, preset }) => {
        const during = `${route.path} · ${preset}`;
        // Runs against a server that is gone fail as no page would: not a verdict, and not the reason to give.
        const verdict = await pool
          .gate({
            url: `${server.origin}${route.path}`,
            preset,
            skipAudits: skippedAudits(route.key),
            budgets: budgetsFor(route.key),
            reportPrefix: join(reportsDir, `${route.key}-${preset}`),
          })
          .catch((error: unknown) => {
            stillServing(during);
            throw error;
          });
        stillServing(during);
        for (const id of unusedAllowances(verdict.estimate, preset, budgetsFor(route.key))) unneeded.push(`${route.path} · ${preset} · ${id}`);
        const tbt = verdict.runs.map((run) => Math.round(run.metrics['total-blocking-time'])).join('/');
        const status = verdict.failures.length ? `✗ ${verdict.failures.map((failure) => failure.figure).join(', ')}` : '✓';
        console.log(
          `${status} ${route.path} · ${preset}: ${verdict.runs.length} runs, performance ${verdict.estimate.scores.performance}, TBT per run ${tbt} ms`,
        );
        return { page: route.path, preset, verdict };
      }),
    );
  } finally {
    await pool.close();
    server.stop();
  }

  const failures = verdicts.flatMap(({ page, preset, verdict }) => verdict.failures.map((failure) => `${page} · ${preset} · ${describe(failure)}`));

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const interactions = recordedFigures();
  const summary = [
    '# Lighthouse summary',
    `Lighthouse ${lighthouseVersion}, ${budgets.runsPerPage} runs per page and preset (up to ${budgets.remeasureRuns} more where only a timed figure failed), ${minutes} min. Timed figures are simulated from each task's CPU time, with no figure on the wall clock, and judged at the best run; CLS, bytes, requests, the other categories and every scored audit at the worst. An audit below 1 fails unless budgets.json allows it, with its reason.`,
    '## Judged figures',
    verdictTable(verdicts),
    '## Every run',
    runsTable(verdicts),
    '## Interactions',
    interactions.length
      ? `Main-thread CPU from each input to the next frame, on the reference host's phone, as the browser suites timed it this run (judged there, against \`interactionsMs\` in budgets.json):\n\n${interactionTable(interactions)}`
      : 'Not timed in this run: the sweep (npm run test:e2e) times them.',
    `Not judged, as the wall clock decides them (\`wallClockAudits\` in budgets.json): ${Object.keys(budgets.wallClockAudits)
      .filter((id) => id !== '$comment')
      .join(', ')}.`,
    unneeded.length
      ? `## Allowances not needed (tighten them)\n\n${unneeded
          .sort()
          .map((line) => `- ${line}`)
          .join('\n')}`
      : '',
    failures.length ? `## Budget failures\n\n${failures.map((failure) => `- ${failure}`).join('\n')}` : 'All budgets met.',
  ]
    .filter(Boolean)
    .join('\n\n');
  writeFileSync(join(reportsDir, 'summary.md'), `${summary}\n`);
  const failed = verdicts.filter(({ verdict }) => verdict.failures.length > 0).length;
  // One check per route and preset, for the test command's closing count.
  writeFileSync(join(reportsDir, 'gate.json'), JSON.stringify({ passed: verdicts.length - failed, failed, failures }, null, 2));
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
