// The gate proves it has teeth: its own measurement and rule, run on small
// local pages (./fixtures.ts), pass the clean page and fail each regression
// on the figure it breaks. No site build is needed. Mobile only: it is the
// preset that multiplies CPU time (4×), and a 40 ms task is a regression
// there; desktop runs the same code with other numbers.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { describe as describeFailure } from './check.ts';
import { type FixtureServer, fixtureBudgets, fixtures, startFixtureServer } from './fixtures.ts';
import { type GatePool, gatePool } from './pool.ts';

let pool: GatePool;
let server: FixtureServer;

beforeAll(async () => {
  pool = gatePool();
  server = await startFixtureServer();
});

afterAll(async () => {
  await pool.close();
  await server.close();
});

// Side by side, each page in a process of the gate's pool (./pool.ts), as the audit runs the site's.
describe.concurrent('the Lighthouse gate on fixture pages (mobile)', () => {
  for (const fixture of fixtures) {
    it(fixture.breaks ? `fails ${fixture.name} on ${fixture.breaks.join(' and ')}` : `passes the ${fixture.name} page`, async ({ expect }) => {
      const verdict = await pool.gate({ url: `${server.origin}/${fixture.name}`, preset: 'mobile', budgets: fixtureBudgets });
      const { metrics, cls, resources, scores } = verdict.estimate;
      console.log(
        `${fixture.name}: ${verdict.runs.length} runs; perf ${scores.performance}, FCP ${Math.round(metrics['first-contentful-paint'])}, LCP ${Math.round(metrics['largest-contentful-paint'])}, SI ${Math.round(metrics['speed-index'])}, TBT ${Math.round(metrics['total-blocking-time'])}, longest task ${Math.round(metrics['max-potential-fid'])} (TBT per run ${verdict.runs.map((run) => Math.round(run.metrics['total-blocking-time'])).join('/')}), CLS ${cls.toFixed(3)}, script ${resources.scriptKb} KB, document ${resources.documentKb} KB, total ${resources.totalKb} KB, largest image ${resources.largestImageKb} KB, requests ${resources.requestCount}; load ${verdict.runs.map((run) => run.loadAverage).join('/')}\n  ${verdict.failures.map(describeFailure).join('\n  ') || 'no failure'}`,
      );
      if (fixture.breaks) expect(verdict.failures.map((failure) => failure.figure)).toEqual(expect.arrayContaining([...fixture.breaks]));
      else expect(verdict.failures).toEqual([]);
      if (fixture.saying) expect(verdict.failures.map(describeFailure).join('\n')).toContain(fixture.saying);
    });
  }
});
