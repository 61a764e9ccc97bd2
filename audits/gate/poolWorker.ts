// One process of the gate's pool (./pool.ts): its own Chromium, started at its
// first page and closed with the process, and its own artifacts folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import workerpool from 'workerpool';
import { launchChromium } from './chromium.ts';
import { gatePage } from './gate.ts';
import type { PooledGate } from './pool.ts';

let chrome: Promise<LaunchedChrome> | undefined;
const artifactsDir = mkdtempSync(join(tmpdir(), 'gate-artifacts-'));

async function gate(options: PooledGate) {
  chrome ??= launchChromium();
  return gatePage({ ...options, port: (await chrome).port, artifactsDir });
}

workerpool.worker(
  { gate },
  {
    onTerminate: async () => {
      (await chrome)?.kill();
      rmSync(artifactsDir, { recursive: true, force: true });
    },
  },
);
