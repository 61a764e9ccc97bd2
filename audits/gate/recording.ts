// Whether Lighthouse recorded a page load at all, apart from Lighthouse
// itself so it can be tested without a browser. A gather run can end without
// a usable trace: it saves none when the page load failed (a PageLoadError
// such as NO_FCP or PAGE_HUNG: the trace goes to pageLoadError-defaultPass
// instead), and the audit run can find the trace unreadable (NO_NAVSTART,
// NO_LCP). On a busy machine both happen now and then, to a page that loads
// fine the next time; such a run is no measurement, good or bad, and is
// repeated a bounded number of times.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Trace } from './cpuTrace.ts';

export type Recording<T> = { readonly recorded: T } | { readonly unrecorded: string; readonly detail?: string };

/**
 * Attempts per measurement. Under two busy loops 10 of 78 attempts went
 * unrecorded (about one in eight, once twice in a row on one page). At that
 * rate, and if attempts failed independently, 3 attempts would lose one
 * measurement in 500, and a gate run of some 30 measurements one run in 17;
 * 4 attempts, one in 4,000 and one run in 140. A page that never records
 * costs one attempt more before it fails.
 */
const recordingAttempts = 4;

/**
 * The first recorded outcome of `attempt`, run up to `attempts` times; each
 * unrecorded one is reported with `warn`. Fails naming `what` (page and
 * preset) and the last reason once every attempt went unrecorded.
 */
export async function untilRecorded<T>(
  what: string,
  attempt: () => Promise<Recording<T>>,
  { attempts = recordingAttempts, warn = console.warn }: { readonly attempts?: number; readonly warn?: (message: string) => void } = {},
): Promise<T> {
  for (let number = 1; ; number += 1) {
    const outcome = await attempt();
    if ('recorded' in outcome) return outcome.recorded;
    const reason = outcome.detail ? `${outcome.unrecorded}: ${outcome.detail}` : outcome.unrecorded;
    if (number >= attempts) throw new Error(`${what}: Lighthouse could not record the run in ${attempts} attempts (last: ${reason})`);
    warn(`${what}: Lighthouse could not record the run (${outcome.unrecorded}); running it again (attempt ${number + 1} of ${attempts})`);
  }
}

/** The trace a gather run saves in its artifacts folder, which the audit run reads. */
export const tracePath = (artifactsDir: string) => join(artifactsDir, 'defaultPass.trace.json');
const artifactsPath = (artifactsDir: string) => join(artifactsDir, 'artifacts.json');

/**
 * Removes the files a gather run leaves for the audit run, before the next
 * gather: a run that saves no trace must never be audited with the previous
 * page's.
 */
export function clearSavedRun(artifactsDir: string): void {
  for (const path of [tracePath(artifactsDir), artifactsPath(artifactsDir)]) rmSync(path, { force: true });
}

/** The code of the PageLoadError the gather run saved, if any. */
function pageLoadError(artifactsDir: string): string | undefined {
  try {
    const artifacts = JSON.parse(readFileSync(artifactsPath(artifactsDir), 'utf8')) as { PageLoadError?: { code?: unknown } };
    const code = artifacts.PageLoadError?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The trace the last gather run saved, or why there is none to audit. */
export function savedTrace(artifactsDir: string): Recording<Trace> {
  let text: string;
  try {
    text = readFileSync(tracePath(artifactsDir), 'utf8');
  } catch (error) {
    return { unrecorded: pageLoadError(artifactsDir) ?? 'no trace saved', detail: messageOf(error) };
  }
  let trace: unknown;
  try {
    trace = JSON.parse(text);
  } catch (error) {
    return { unrecorded: 'unreadable trace', detail: messageOf(error) };
  }
  const events = (trace as { traceEvents?: unknown } | null)?.traceEvents;
  return Array.isArray(events) ? { recorded: trace as Trace } : { unrecorded: 'unreadable trace', detail: 'no traceEvents' };
}
