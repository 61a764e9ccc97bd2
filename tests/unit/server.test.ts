// The `npm start` process as the benchmarks and suites start it
// (tooling/server.ts), on a small built folder: it sends a
// precompressed script to many connections at once, and when another process
// stops it, the check the bench and the gate run between measurements says
// how it ended instead of leaving refused connections to explain it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../src/build/precompress/precompress.ts';
import { ports } from '../../tooling/ports.ts';
import { rawRequest } from '../support/rawRequest.ts';
import { checkStillServing, type Server, startServer } from '../../tooling/server.ts';
import { testHangMs } from '../../tooling/hangs.ts';

/** As many connections as the serving benchmark's heaviest cells. */
const connections = 200;

describe('npm start, started by startServer', () => {
  let folder: string;
  let server: Server;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pixellift-start-'));
    mkdirSync(join(folder, 'assets'));
    // A built page carries an inline stylesheet, whose hash goes into the CSP.
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>PixelLift</title><style>body{margin:0}</style><p>PixelLift</p>\n');
    // Words that compress no better than a real bundle, so the brotli file is
    // some 40 KB, as the largest script's is: many writes per answer.
    let seed = 1;
    const word = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31).toString(36);
    writeFileSync(join(folder, 'assets/app-1234.js'), `export const words = [${Array.from({ length: 12_000 }, () => `"${word()}"`).join(',')}];\n`);
    await precompressFolder(folder);
    server = await startServer({ port: ports.serverTest, env: { SITE_DIR: folder } });
  }, testHangMs);
  afterAll(() => {
    server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it(`sends the precompressed script to ${connections} connections at once, each whole`, async () => {
    const brotli = readFileSync(join(folder, 'assets/app-1234.js.br'));
    const answers = await Promise.all(
      Array.from({ length: connections }, () => rawRequest(`${server.origin}/assets/app-1234.js`, { 'accept-encoding': 'gzip, deflate, br' })),
    );
    expect(answers.map(({ status, headers }) => `${status} ${headers['content-encoding']}`)).toEqual(Array(connections).fill('200 br'));
    expect(answers.filter(({ body }) => !body.equals(brotli))).toHaveLength(0);
  });

  it('says how it ended when another process stopped it', async () => {
    if (!server.pid) throw new Error('the server has no pid');
    const stillServing = checkStillServing({ 'npm start': server });
    stillServing('the first cell');
    // As a `pkill -f start.ts` from another checkout would.
    process.kill(server.pid, 'SIGTERM');
    await expect(server.exited).resolves.toBe('exit code 0');
    expect(() => stillServing('the second cell')).toThrow(`npm start (pid ${server.pid}) ended, exit code 0, by the end of the second cell`);
  });
});
