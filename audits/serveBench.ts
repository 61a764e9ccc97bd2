// `npm run bench:serve`: how many requests a second each server answers, with
// the build's precompressed files against compressing every response as the
// servers did before (issue 27), in the same run. autocannon asks `npm
// start` and the tests' nginx for a page, the largest script, a photo and
// the 404 page, at 50 and 200 connections, as a browser would
// (`Accept-Encoding: gzip, deflate, br`). A benchmark, not a test: it fails
// only on a broken run, or when a precompressed server answered with an error
// or an unexpected status. On a shared machine compare figures within one
// run, never across runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { isCompressible, precompressedEncodings } from '../src/build/precompress/encodings.mjs';
import { nginxOrigin, siteConfig, startNginx, stopNginx, writeAndTestConfig } from '../tooling/nginx.ts';
import { isRunning } from '../tooling/processes.ts';
import { originOf, ports } from '../tooling/ports.ts';
import { checkStillServing, root, type Server, startServer } from '../tooling/server.ts';
import { only } from './pages.ts';

const dist = join(root, 'dist');
const reportsDir = join(root, 'audits/reports');
/** BENCH_SECONDS=5 BENCH_CONNECTIONS=200 narrow it while working. */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connectionCounts = (only('BENCH_CONNECTIONS') ?? ['50', '200']).map(Number);
const acceptEncoding = 'gzip, deflate, br';

const largest = (folder: string, extension: string) =>
  readdirSync(join(dist, folder))
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => statSync(join(dist, folder, b)).size - statSync(join(dist, folder, a)).size)[0];

const paths = [
  { name: 'page', path: '/terms', status: 200 },
  { name: 'largest script', path: `/assets/${largest('assets', '.js')}`, status: 200 },
  // The format Chromium picks from the photo's <picture>.
  { name: 'photo', path: `/assets/examples/${largest('assets/examples', '.avif')}`, status: 200 },
  { name: '404 page', path: '/no-such-page', status: 404 },
];

/** nginx.conf as it was before issue 27: gzip level 1 on every response, no files from the build. */
function onTheFlyNginxConf(): string {
  const conf = readFileSync(siteConfig, 'utf8');
  if (!conf.includes('gzip_static on;')) throw new Error(`${siteConfig} has no gzip_static line to replace`);
  const types =
    'text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml image/x-icon text/plain text/xml application/xml';
  return conf.replace('gzip_static on;', `gzip on;\ngzip_types ${types};`);
}

/** The kernel's clock ticks a second, the unit of /proc's CPU times. */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * CPU time (user + system) the processes have used so far, in ms, from
 * /proc (Linux): what a server spends per request, which the load
 * generator's own ceiling cannot hide. Undefined where /proc is missing.
 */
function cpuMs(pids: readonly number[]): number | undefined {
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    // The fields after the command name (which may hold spaces) start at its closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** How many times less CPU the server spent per answer now than before. */
const cpuRatio = ({ now, before }: { now: Figures; before: Figures }) =>
  now.cpuPerThousand && before.cpuPerThousand ? (before.cpuPerThousand / now.cpuPerThousand).toFixed(1) : '–';

/** nginx's worker processes, the children of its master. */
const nginxWorkers = (master: number) =>
  spawnSync('ps', ['--ppid', String(master), '-o', 'pid='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);

interface Figures {
  /** Server CPU time per 1,000 answers, in ms. */
  cpuPerThousand: number | undefined;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers whose status is not the path's own (200, or 404 for the 404 page). */
  unexpected: number;
  bytesPerResponse: number;
}

async function measure(origin: string, pids: readonly number[], path: string, status: number, connections: number): Promise<Figures> {
  const cpuBefore = cpuMs(pids);
  const result = await autocannon({ url: `${origin}${path}`, connections, duration: seconds, headers: { 'accept-encoding': acceptEncoding } });
  const cpuAfter = cpuMs(pids);
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const expected = status === 404 ? result['4xx'] : result['2xx'];
  return {
    cpuPerThousand: cpuBefore !== undefined && cpuAfter !== undefined && answered ? ((cpuAfter - cpuBefore) * 1000) / answered : undefined,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    unexpected: answered - expected,
    bytesPerResponse: answered ? result.throughput.total / answered : 0,
  };
}

/** Bytes of every compressible file in dist/ by type: as built, and as each encoding sends it. */
function bytesByType(): string {
  const totals = new Map<string, { files: number; raw: number; gzip: number; br: number }>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(isCompressible)) {
    const type = file.slice(file.lastIndexOf('.'));
    const raw = statSync(join(dist, file)).size;
    const sent = (suffix: string) => {
      try {
        return statSync(join(dist, `${file}${suffix}`)).size;
      } catch {
        return raw;
      }
    };
    const entry = totals.get(type) ?? { files: 0, raw: 0, gzip: 0, br: 0 };
    const [br, gzip] = precompressedEncodings.map(({ suffix }) => sent(suffix));
    totals.set(type, { files: entry.files + 1, raw: entry.raw + raw, br: entry.br + (br ?? raw), gzip: entry.gzip + (gzip ?? raw) });
  }
  const rows = [...totals].sort(([, a], [, b]) => b.raw - a.raw);
  return [
    '| type | files | raw bytes | gzip -9 | brotli 11 | brotli ÷ gzip |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(([type, { files, raw, gzip, br }]) => `| ${type} | ${files} | ${raw} | ${gzip} | ${br} | ${(br / gzip).toFixed(3)} |`),
  ].join('\n');
}

const int = (value: number) => Math.round(value).toLocaleString('en');

async function main() {
  const confDir = join(tmpdir(), `pixellift-serve-bench-${ports.serveBench}`);
  mkdirSync(confDir, { recursive: true });
  const baselineConf = join(confDir, 'nginx-on-the-fly.conf');
  writeFileSync(baselineConf, onTheFlyNginxConf());

  // An nginx left by an interrupted run (or the tests') holds the port; it is ours, by its pid file.
  const stale = stopNginx();
  while (stale && isRunning(stale)) await new Promise((resolve) => setTimeout(resolve, 100));
  const { status, output } = writeAndTestConfig([{ port: ports.serveBenchNginxBaseline, includes: [baselineConf] }]);
  if (status !== 0) throw new Error(`nginx -t failed: ${output}`);
  const nginxMaster = startNginx();
  const started: Server[] = [];
  try {
    started.push(
      await startServer({ port: ports.serveBench }),
      await startServer({ port: ports.serveBenchBaseline, script: 'audits/onTheFlyServer.ts', args: [] }),
    );
    const [precompressedStart, onTheFlyStart] = started;
    const serversRunning = checkStillServing({ 'npm start': precompressedStart, 'npm start on the fly': onTheFlyStart });
    const stillServing = (cell: string) => {
      if (!isRunning(nginxMaster)) throw new Error(`nginx (pid ${nginxMaster}) ended by the end of ${cell}, and not by this bench`);
      serversRunning(cell);
    };
    const pidsOf = (server: Server | undefined) => (server?.pid ? [server.pid] : []);
    // One nginx serves both variants on two ports; its workers' CPU is read around each cell, one cell at a time.
    const workers = nginxWorkers(nginxMaster);
    const servers = [
      {
        server: 'npm start',
        now: precompressedStart?.origin ?? '',
        nowPids: pidsOf(precompressedStart),
        before: onTheFlyStart?.origin ?? '',
        beforePids: pidsOf(onTheFlyStart),
      },
      { server: 'nginx', now: nginxOrigin, nowPids: workers, before: originOf(ports.serveBenchNginxBaseline), beforePids: workers },
    ];
    const rows: string[] = [];
    let failures = 0;
    for (const connections of connectionCounts) {
      for (const { server, now, nowPids, before, beforePids } of servers) {
        for (const { name, path, status: expected } of paths) {
          // Alternate the variants, so a burst of noise on the machine hits both.
          const cell = `${server} · ${name} · ${connections} connections`;
          const nowFigures = await measure(now, nowPids, path, expected, connections);
          stillServing(`${cell}, precompressed`);
          const figures = { now: nowFigures, before: await measure(before, beforePids, path, expected, connections) };
          stillServing(`${cell}, on the fly`);
          failures += figures.now.errors + figures.now.unexpected;
          const both = (pick: (value: Figures) => number) => `${int(pick(figures.now))} / ${int(pick(figures.before))}`;
          const row = `| ${server} | ${name} | ${connections} | ${both((f) => f.requestsPerSecond)} | **${(figures.now.requestsPerSecond / figures.before.requestsPerSecond).toFixed(2)}** | ${both((f) => f.p50)} | ${both((f) => f.p99)} | ${both((f) => f.errors)} | ${both((f) => f.non2xx)} | ${both((f) => f.unexpected)} | ${both((f) => f.bytesPerResponse)} | ${both((f) => f.cpuPerThousand ?? Number.NaN)} | **${cpuRatio(figures)}** |`;
          rows.push(row);
          console.log(row);
        }
      }
    }
    const table = [
      '| server | path | connections | req/s now / before | ratio | p50 ms | p99 ms | errors | non-2xx | unexpected status | bytes per response | server CPU ms per 1,000 now / before | CPU ratio |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n');
    const report = `# Serving benchmark\n\nautocannon, ${seconds} s per cell, \`Accept-Encoding: ${acceptEncoding}\`. "now" sends the build's precompressed files (npm start: serve-handler; nginx: gzip_static, brotli_static where installed); "before" compresses every response (npm start: the compression middleware at gzip -9; nginx: gzip level 1). Ratio: req/s now ÷ before. The load generator is one Node process and tops out near 57 MB/s here, so for large files req/s measures it as much as the server; server CPU per 1,000 answers (from /proc, before ÷ now as the CPU ratio) is what the server itself spends.\n\n${table}\n\n## Bytes by type in dist/\n\n${bytesByType()}\n`;
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, 'serve-bench.md'), report);
    console.log(`\n${report}`);
    if (failures > 0) {
      console.error(`${failures} errors or unexpected statuses from the precompressed servers`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of started) server.stop();
    stopNginx();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
