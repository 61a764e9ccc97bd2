// Every layout shift of a gate run counts, as it would for a visitor who has
// not touched the page yet.
//
// Chromium marks a shift `had_recent_input` when it follows input within
// 500 ms, and it counts a change of the viewport as input. While Lighthouse
// sets up its emulation, Chromium changes the viewport again after the
// navigation starts (here at 87 and 141 ms: to 981 × 1958 and back to
// 412 × 823), and Lighthouse counts a flagged shift only within 500 ms of the
// first viewport change. A 120 px banner put into `main` 200 ms after
// hydration landed at 522–577 ms: flagged by Chromium, past Lighthouse's
// window, and not counted (CLS 0 in three runs of three, 0.134 once it came
// earlier). A gate run has no input at all, so every flag is the emulation's.
import type { Artifacts } from 'lighthouse';

interface ShiftData {
  had_recent_input?: boolean;
}

/** Clears `had_recent_input` on every layout shift of the trace, in place; returns how many it cleared. */
export function countEveryShift(trace: Artifacts['Trace']): number {
  let cleared = 0;
  for (const event of trace.traceEvents) {
    if (event.name !== 'LayoutShift') continue;
    const data = (event.args as { data?: ShiftData } | undefined)?.data;
    if (!data?.had_recent_input) continue;
    data.had_recent_input = false;
    cleared += 1;
  }
  return cleared;
}
