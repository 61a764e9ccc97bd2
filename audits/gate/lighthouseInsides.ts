// Every part of Lighthouse the gate uses that Lighthouse does not publish:
// deep imports from `lighthouse/core/…` and private members, here and nowhere
// else (the lint forbids them elsewhere). Each is wrapped in the small
// function the gate needs, and ./lighthouseInsides.test.ts runs every one of
// them on inputs whose answer is known, so an upgrade that moves, renames or
// changes one fails that test by name rather than a gate run by surprise.
//
// What the gate takes from Lighthouse's public API instead: `lighthouse()` in
// gather and audit mode, `desktopConfig`, `Audit.computeLogNormalScore`, and
// the result (audits, categories, artifacts) it returns.
import { createRequire } from 'node:module';
import { Audit, type Artifacts, type Flags, type Result, desktopConfig } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js';
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';
import { loadArtifacts, saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { ReportScoring } from 'lighthouse/core/scoring.js';

export type SavedArtifacts = Artifacts;

/** The Lighthouse release installed (`13.5.0`), for the reports to name. */
export const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

/**
 * The artifacts a gather run saved in `dir`, read the way Lighthouse's own
 * audit mode reads them, whatever its release names the files.
 */
export function readSavedArtifacts(dir: string): SavedArtifacts {
  // Its declaration names Lighthouse's global `LH` namespace, which the published types do not declare: the type is the public one.
  return loadArtifacts(dir) as SavedArtifacts;
}

/** Writes `artifacts` to `dir` as a gather run would, for Lighthouse's audit mode to read. */
export async function writeSavedArtifacts(artifacts: SavedArtifacts, dir: string): Promise<void> {
  await saveArtifacts(artifacts, dir);
}

/** Whether a trace event is a task Chromium's scheduler ran at the top level (Lantern's own test). */
export const isScheduleableTask = (event: unknown): boolean => Lantern.Graph.PageDependencyGraph.isScheduleableTask(event as never);

/** The page's main-thread top-level tasks, in ms from navigation start, and its first contentful paint on the same clock. */
export async function mainThreadTasks(trace: Artifacts['Trace']): Promise<{ tasks: { start: number; duration: number }[]; firstContentfulPaint: number }> {
  const context: Artifacts.ComputedContext = { computedCache: new Map() };
  const processedTrace = await ProcessedTrace.request(trace, context);
  const navigation = await ProcessedNavigation.request(processedTrace, context);
  return {
    tasks: TraceProcessor.getMainThreadTopLevelEvents(processedTrace).map(({ start, duration }) => ({ start, duration })),
    firstContentfulPaint: navigation.timings.firstContentfulPaint,
  };
}

/** Lighthouse's blocking-time sum: each task after `after` blocks for what it lasts over 50 ms. */
export const sumOfBlockingTime = (tasks: readonly { start: number; end: number; duration: number }[], after: number): number =>
  Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime([...tasks], after, Number.POSITIVE_INFINITY);

/**
 * Lantern's Speed Index from layout alone: the weighted mean end time of the
 * simulated tasks that laid the page out, never earlier than the simulated
 * first paint. It is the half of Lighthouse's Speed Index that the
 * simulation computes; the other half is the filmstrip as recorded, wall
 * time (`observed`, returned for the report).
 */
export async function layoutSpeedIndex(artifacts: Artifacts, settings: Result['configSettings']): Promise<{ layout: number; observed: number }> {
  const context = { computedCache: new Map(), settings } as unknown as Artifacts.ComputedContext;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const result = await LanternSpeedIndex.request(data, context);
  return { layout: result.pessimisticEstimate.timeInMs, observed: result.optimisticEstimate.timeInMs };
}

type Throttling = Required<NonNullable<Flags['throttling']>>;

const lighthouseDefaults: Artifacts['settings'] = defaultSettings;

/** The network and CPU Lantern simulates for each preset: Lighthouse's default (a slow 4G phone), and its desktop config's. */
export const simulatedThrottling: Readonly<Record<'mobile' | 'desktop', Throttling>> = {
  mobile: lighthouseDefaults.throttling,
  desktop: { ...lighthouseDefaults.throttling, ...desktopConfig.settings?.throttling },
};

/**
 * The network a simulation models, as DevTools' own throttling applies it
 * (Lighthouse's adjustment from round trip to request latency and from
 * throughput to download rate, where the preset does not give them itself),
 * with the CPU at full speed: the page's CPU cost is what the trace records.
 */
export function simulatedNetworkForDevtools(throttling: Throttling): Throttling {
  const { DEVTOOLS_RTT_ADJUSTMENT_FACTOR: rttFactor, DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR: throughputFactor } = Lantern.Simulation.Constants.throttling;
  return {
    ...throttling,
    requestLatencyMs: throttling.requestLatencyMs || throttling.rttMs * rttFactor,
    downloadThroughputKbps: throttling.downloadThroughputKbps || throttling.throughputKbps * throughputFactor,
    uploadThroughputKbps: throttling.uploadThroughputKbps || throttling.throughputKbps * throughputFactor,
    cpuSlowdownMultiplier: 1,
  };
}

/**
 * The settings a gather over DevTools' throttling records that a simulated
 * run's audit would refuse (Lighthouse allows no change between gather and
 * audit): the throttling method and figures, and the quiet windows Lighthouse
 * lengthens for an observed run. Set on the saved artifacts, they let audit
 * mode run Lantern on the recording as it would on a simulated run's.
 */
export function simulatedRunSettings(throttling: Throttling): Partial<Artifacts['settings']> {
  return {
    throttlingMethod: 'simulate',
    throttling,
    pauseAfterFcpMs: lighthouseDefaults.pauseAfterFcpMs,
    pauseAfterLoadMs: lighthouseDefaults.pauseAfterLoadMs,
    networkQuietThresholdMs: lighthouseDefaults.networkQuietThresholdMs,
    cpuQuietThresholdMs: lighthouseDefaults.cpuQuietThresholdMs,
  };
}

/** An audit's score from its curve, rounded as Lighthouse rounds a numeric audit's score (a private member). */
export const roundedAuditScore = (score: number, id: string): number => Audit._normalizeAuditScore(score, 'numeric', id) ?? 0;

/** A category's score from its audits' results, by Lighthouse's own weighting and rounding. */
export function categoryScore(category: Result['categories'][string], audits: Record<string, Result['audits'][string]>): number {
  const scored = ReportScoring.scoreAllCategories({ [category.id]: category }, audits);
  return scored[category.id]?.score ?? 0;
}
