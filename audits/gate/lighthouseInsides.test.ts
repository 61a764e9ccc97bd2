// Every part of Lighthouse's insides the gate uses (./lighthouseInsides.ts),
// run on a real gather of a fixture page and on inputs whose answer is
// known. An upgrade of Lighthouse that moves or changes one of them fails
// here, by name, before a gate run fails for a reason nobody can read.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { type FixtureServer, startFixtureServer } from './fixtures.ts';
import {
  type SavedArtifacts,
  categoryScore,
  isScheduleableTask,
  layoutSpeedIndex,
  mainThreadTasks,
  readSavedArtifacts,
  roundedAuditScore,
  simulatedNetworkForDevtools,
  simulatedRunSettings,
  simulatedThrottling,
  sumOfBlockingTime,
  writeSavedArtifacts,
} from './lighthouseInsides.ts';

let chrome: LaunchedChrome;
let server: FixtureServer;
let artifacts: SavedArtifacts;
const dir = mkdtempSync(join(tmpdir(), 'gate-insides-'));

beforeAll(async () => {
  [chrome, server] = await Promise.all([launchChromium(), startFixtureServer()]);
  await lighthouse(`${server.origin}/clean`, { port: chrome.port, logLevel: 'error', gatherMode: dir });
  artifacts = readSavedArtifacts(dir);
});

afterAll(async () => {
  chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("Lighthouse's insides, as the gate uses them", () => {
  it('reads the artifacts a gather run saved, trace and DevTools log included, and writes them back readable', async () => {
    expect(artifacts.Trace.traceEvents.length).toBeGreaterThan(100);
    expect(artifacts.DevtoolsLog.some((entry) => entry.method === 'Network.requestWillBeSent')).toBe(true);
    expect(artifacts.PageLoadError).toBeFalsy();
    const copy = mkdtempSync(join(tmpdir(), 'gate-insides-copy-'));
    try {
      await writeSavedArtifacts(artifacts, copy);
      expect(readdirSync(copy).sort()).toEqual(readdirSync(dir).sort());
      expect(readSavedArtifacts(copy).Trace.traceEvents.length).toBe(artifacts.Trace.traceEvents.length);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("knows Chromium's top-level tasks, and finds the page's on its main thread after a first paint", async () => {
    const named = (name: string) => ({ name, ph: 'X', pid: 1, tid: 1, ts: 0, dur: 1 });
    expect(isScheduleableTask(named('RunTask'))).toBe(true);
    expect(isScheduleableTask(named('FunctionCall'))).toBe(false);
    expect(artifacts.Trace.traceEvents.some((event) => isScheduleableTask(event))).toBe(true);
    const { tasks, firstContentfulPaint } = await mainThreadTasks(artifacts.Trace);
    expect(tasks.length).toBeGreaterThan(5);
    expect(tasks.every(({ start, duration }) => start >= 0 && duration >= 0)).toBe(true);
    expect(firstContentfulPaint).toBeGreaterThan(0);
  });

  it('sums blocking time as Lighthouse defines it', () => {
    const tasks = [
      { start: 0, end: 200, duration: 200 },
      { start: 300, end: 380, duration: 80 },
      { start: 400, end: 440, duration: 40 },
    ];
    // The first ends before the paint at 250; the second blocks 30 ms; the third, none.
    expect(sumOfBlockingTime(tasks, 250)).toBe(30);
  });

  it("gives Lantern's layout-based Speed Index, no earlier than the first paint", async () => {
    const settings = { ...artifacts.settings };
    const { layout, observed } = await layoutSpeedIndex(artifacts, settings);
    expect(layout).toBeGreaterThan(300);
    expect(layout).toBeLessThan(5_000);
    expect(observed).toBeGreaterThan(0);
  });

  it('knows the network each preset simulates, and gives it as DevTools throttles it, the CPU at full speed', () => {
    expect(simulatedThrottling.mobile).toMatchObject({ rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 });
    expect(simulatedThrottling.desktop).toMatchObject({ rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 });
    // The phone's own DevTools figures, Lighthouse's: 150 ms × 3.75, and 90 % of the throughput.
    const phone = simulatedNetworkForDevtools(simulatedThrottling.mobile);
    expect(phone).toMatchObject({ rttMs: 150, requestLatencyMs: 562.5, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 1 });
    expect(phone.downloadThroughputKbps).toBeCloseTo(1474.56, 6);
    // The desktop preset gives none: derived the same way.
    const desktop = simulatedNetworkForDevtools(simulatedThrottling.desktop);
    expect(desktop).toMatchObject({ requestLatencyMs: 150, downloadThroughputKbps: 9216, uploadThroughputKbps: 9216, cpuSlowdownMultiplier: 1 });
    // What a simulated run's audit expects of the saved settings: the simulation, at the preset's figures, and the quiet windows of a simulated gather.
    expect(simulatedRunSettings(simulatedThrottling.mobile)).toEqual({
      throttlingMethod: 'simulate',
      throttling: simulatedThrottling.mobile,
      pauseAfterFcpMs: artifacts.settings.pauseAfterFcpMs,
      pauseAfterLoadMs: artifacts.settings.pauseAfterLoadMs,
      networkQuietThresholdMs: artifacts.settings.networkQuietThresholdMs,
      cpuQuietThresholdMs: artifacts.settings.cpuQuietThresholdMs,
    });
  });

  it('rounds an audit score as Lighthouse does, and weighs a category', () => {
    expect(roundedAuditScore(0.996, 'speed-index')).toBe(1);
    expect(roundedAuditScore(0.994, 'speed-index')).toBe(0.99);
    const category = {
      id: 'performance',
      title: 'Performance',
      score: null,
      auditRefs: [
        { id: 'a', weight: 3 },
        { id: 'b', weight: 1 },
      ],
    } as unknown as Result['categories'][string];
    const audits = {
      a: { id: 'a', score: 1, scoreDisplayMode: 'numeric' },
      b: { id: 'b', score: 0.5, scoreDisplayMode: 'numeric' },
    } as unknown as Result['audits'];
    expect(categoryScore(category, audits)).toBe(0.88);
  });
});
