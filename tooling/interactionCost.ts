// What a visitor's tap or key press costs the page's main thread, by CPU time,
// as the Lighthouse gate times a page load (audits/gate/cpuTrace.ts): the
// renderer's main thread is traced through Chromium's DevTools protocol while
// the interaction happens, and every task from the one that dispatched its
// first input event to the one that produced the next frame counts, at its
// CPU time (`tdur`), scaled to the reference host (./hostSpeed.ts) and
// multiplied by 4 for a phone's processor (Lighthouse's mobile preset). A
// neighbour process can delay those tasks, never lengthen their CPU time, so
// the figure holds on a busy machine and on one core's quota.
//
// Each interaction is timed on the visits the suites already make, once the
// page is idle, and on a page load of its own while the app hydrates
// (tests/e2e/interactions.spec.ts), and judged against its budget in
// audits/budgets.json (`interactionsMs`). Every figure is also written to
// test-results/interactions.jsonl, where the audit's report reads it, beside
// Chromium's own event timing (PerformanceEventTiming: the wall time from the
// input to the next paint, which INP is made of).
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import budgetsJson from '../audits/budgets.json' with { type: 'json' };
import { calibrationCpuMs, hostScale } from './hostSpeed.ts';

/** Lighthouse's mobile preset: a phone's processor is four times slower than the host it stands for. */
const phoneSlowdown = 4;

/** The interactions the budgets name, each timed in both moments. */
export type Interaction = keyof typeof budgetsJson.interactionsMs.budgets;
export type Moment = 'hydrating' | 'idle';

/** One interaction, timed. */
export interface InteractionFigure {
  readonly interaction: Interaction;
  readonly moment: Moment;
  /** Where it was timed: the route and the visit. */
  readonly where: string;
  /** Main-thread CPU time from the input to the next frame, on the reference host's phone (ms). */
  readonly cpuMs: number;
  /** The same on this host, unscaled and at its own speed (ms). */
  readonly hostCpuMs: number;
  /** The reference host's CPU-ms per one of this host's. */
  readonly scale: number;
  /** The tasks counted. */
  readonly tasks: number;
  /** The input events the tasks dispatched, in order, once each. */
  readonly inputs: readonly string[];
  /** Chromium's event timing: the longest duration of the interaction's events, in wall ms (rounded to 8 ms by the browser); none under 16 ms. */
  readonly eventTimingMs: number | undefined;
  readonly budgetMs: number;
}

/** The trace events this reads. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } };
}

/** Chromium's own timeline: its top-level tasks with their CPU time, the events they dispatched and the frames they committed. */
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'];

/** An input event that begins an interaction, one that ends it, and those between (a drag's moves). */
const beginsInteraction = new Set(['pointerdown', 'mousedown', 'touchstart', 'keydown']);
const endsInteraction = new Set(['click', 'keyup']);
const inputEvent = new Set([...beginsInteraction, ...endsInteraction, 'pointerup', 'mouseup', 'touchend', 'pointermove', 'mousemove', 'touchmove']);

/** A thread's top-level tasks, in order: the `RunTask` slices no other contains. */
function topLevelTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || event.dur === undefined || event.ts < end) continue;
    tasks.push(event);
    end = event.ts + event.dur;
  }
  return tasks;
}

/**
 * The first interaction in a trace, on the renderer main thread that
 * dispatched it: from the task that dispatched its first input event
 * (pointerdown, mousedown, touchstart or keydown) to the task that committed
 * the first frame after its last (the click or the key's release; the last
 * input event, where neither came), each task at its CPU time in ms.
 */
export function interactionCpu(events: readonly TraceEvent[]): { cpuMs: number; tasks: number; inputs: string[] } {
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  for (const thread of mainThreads) {
    const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
    const dispatched = own.filter((event) => event.name === 'EventDispatch' && inputEvent.has(event.args?.data?.type ?? ''));
    const first = dispatched.findIndex((event) => beginsInteraction.has(event.args?.data?.type ?? ''));
    if (first === -1) continue;
    const rest = dispatched.slice(first);
    const last = rest.find((event) => endsInteraction.has(event.args?.data?.type ?? '')) ?? rest[rest.length - 1];
    const start = rest[0]?.ts ?? 0;
    const frame = own.find((event) => event.name === 'Commit' && event.ts > (last?.ts ?? start));
    if (!frame) throw new Error(`no frame was committed after the ${last?.args?.data?.type ?? 'input'} event: the trace ended too soon`);
    const counted = topLevelTasks(own).filter((task) => task.ts + (task.dur ?? 0) > start && task.ts <= frame.ts);
    const inputs = [...new Set(rest.filter((event) => event.ts <= (last?.ts ?? start)).map((event) => event.args?.data?.type ?? ''))];
    const cpuMs = counted.reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / 1000;
    return { cpuMs, tasks: counted.length, inputs };
  }
  throw new Error('no input event was dispatched on a page’s main thread while the interaction was traced');
}

/** Where every figure of a run goes, one JSON line each, for the audit's report (audits/lighthouse.ts). */
const figuresFile = join(import.meta.dirname, '../test-results/interactions.jsonl');

/** An interaction's budget in one moment; one the budgets do not name is a mistake in the suite. */
export function interactionBudget(interaction: Interaction, moment: Moment): number {
  const budget = (budgetsJson.interactionsMs.budgets[interaction] as Partial<Record<Moment, number>>)[moment];
  if (budget === undefined)
    throw new Error(`audits/budgets.json has no budget for ${interaction} ${moment === 'idle' ? 'once the page is idle' : 'while the app hydrates'}`);
  return budget;
}

/** The figures the suites wrote this run, if they ran. */
export const recordedFigures = (): InteractionFigure[] =>
  existsSync(figuresFile)
    ? readFileSync(figuresFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as InteractionFigure)
    : [];

declare global {
  interface Window {
    /** The longest event timing of each interaction seen since `timeInteraction` began watching. */
    __eventTimings?: Map<number, number>;
  }
}

/** Starts collecting the page's event timing, each interaction's longest: run in the page, or added as an init script where `act` loads one. */
export function watchEventTiming() {
  const timings = new Map<number, number>();
  window.__eventTimings = timings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0) timings.set(entry.interactionId, Math.max(timings.get(entry.interactionId) ?? 0, entry.duration));
    // The lowest threshold the browser takes; TypeScript's DOM types lack the option.
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * Performs `act` (the input, and the wait for what it shows) while Chromium
 * traces the page, and times its first interaction. The frame after it is
 * waited for, so that its commit is in the trace.
 */
export async function timeInteraction(
  page: Page,
  interaction: Interaction,
  moment: Moment,
  where: string,
  act: () => Promise<void>,
): Promise<InteractionFigure> {
  await page.evaluate(watchEventTiming);
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const before = calibrationCpuMs();
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await act();
  // Two animation frames: the first frame after the input has been committed by the second.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const scale = hostScale(budgetsJson.referenceHost.calibrationCpuMs, (before + calibrationCpuMs()) / 2);
  const timings = await page.evaluate(() => [...(window.__eventTimings?.values() ?? [])]);
  const { cpuMs: hostCpuMs, tasks, inputs } = interactionCpu(events);
  return {
    interaction,
    moment,
    where,
    cpuMs: Math.round(hostCpuMs * scale * phoneSlowdown * 10) / 10,
    hostCpuMs: Math.round(hostCpuMs * 100) / 100,
    scale: Math.round(scale * 1000) / 1000,
    tasks,
    inputs,
    eventTimingMs: timings.length > 0 ? Math.max(...timings) : undefined,
    budgetMs: interactionBudget(interaction, moment),
  };
}

/** A problem line naming the interaction when its figure is over its budget; none within it. */
export function overBudget({ interaction, moment, where, cpuMs, budgetMs, tasks, inputs }: InteractionFigure): string[] {
  return cpuMs > budgetMs
    ? [
        `${interaction} (${moment === 'idle' ? 'once the page is idle' : 'while the app hydrates'}, ${where}): ${cpuMs} ms of main-thread CPU on the reference phone, over its budget of ${budgetMs} ms (${tasks} tasks, ${inputs.join(', ')})`,
      ]
    : [];
}

/**
 * Times an interaction, and while its figure is over budget makes it again
 * (`again`: the page brought back and the interaction timed anew), up to the
 * Lighthouse gate's `remeasureRuns` more times, keeping the least: another
 * process can only add to a figure, as the gate's timed figures are judged.
 * Inside npm test, beside the screen reader, the contact form's first input
 * once cost 92 ms against 51-67 alone, with 34 tasks to the frame against
 * 4-17; the inspect view's close 40.2 against 26-29.
 */
export async function leastCost(time: () => Promise<InteractionFigure>, again: () => Promise<InteractionFigure> = time): Promise<InteractionFigure> {
  let least = await time();
  for (let run = 0; run < budgetsJson.remeasureRuns && overBudget(least).length > 0; run += 1) {
    const figure = await again();
    if (figure.cpuMs < least.cpuMs) least = figure;
  }
  return least;
}

/** Records a figure for the audit's report, and judges it (`overBudget`). */
export function judgeInteraction(figure: InteractionFigure): string[] {
  mkdirSync(dirname(figuresFile), { recursive: true });
  appendFileSync(figuresFile, `${JSON.stringify(figure)}\n`);
  return overBudget(figure);
}
