// Whether Lighthouse recorded a page load at all, apart from Lighthouse
// itself so it can be tested without a browser. A gather run can end without
// a usable trace: it saves none when the page load failed (a PageLoadError
// such as NO_FCP or PAGE_HUNG, with the trace filed as the error's), and the
// audit run can find the trace unreadable (NO_NAVSTART,
// NO_LCP). On a busy machine both happen now and then, to a page that loads
// fine the next time; such a run is no measurement, good or bad, and is
// repeated a bounded number of times.
import { mkdirSync, rmSync } from 'node:fs';
import { type SavedArtifacts, readSavedArtifacts } from './lighthouseInsides.ts';

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

/**
 * Empties the folder a gather run leaves its artifacts in, before the next
 * gather: a run that saves no trace must never be audited with the previous
 * page's. The whole folder goes, whatever a release calls its files.
 */
export function clearSavedRun(artifactsDir: string): void {
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The artifacts the last gather run saved, read by Lighthouse's own reader
 * (./lighthouseInsides.ts), or why there is none to audit.
 */
export function savedRun(artifactsDir: string): Recording<SavedArtifacts> {
  let artifacts: SavedArtifacts;
  try {
    artifacts = readSavedArtifacts(artifactsDir);
  } catch (error) {
    return { unrecorded: 'nothing saved', detail: messageOf(error) };
  }
  const loadError = artifacts.PageLoadError;
  if (loadError) return { unrecorded: loadError.code };
  // Lighthouse's type promises a trace; a gather that recorded none leaves it out.
  const trace = artifacts.Trace as SavedArtifacts['Trace'] | undefined;
  return Array.isArray(trace?.traceEvents) ? { recorded: artifacts } : { unrecorded: 'no trace saved' };
}
