// The only time limits in the tests: bounds for work that has hung, never for
// work that is slow. Every wait waits for its condition (an element's state,
// a process's exit, a line Orca said, a server's answer) and ends as soon as
// it holds; how long that takes depends on the machine, which may be half as
// fast as the slowest one the suite was written on, or share one core with
// the rest of `npm test` (../shared/tools/slower-machine 1). These bounds only
// stop a run that would otherwise wait for ever, so they are set far past
// anything a working machine takes, and whatever hits one says what it waited for.

/**
 * A condition that should come to hold: an element's state, a service worker
 * taking control, a server or a browser answering, Orca saying a line. The
 * longest seen on a quiet machine was about 20 s (Orca stopped by one of
 * Chromium's D-Bus time-outs); under a quota of one core, about 2× that.
 */
export const conditionHangMs = 3 * 60_000;

/**
 * One test, hook or fixture from start to end, builds and Lighthouse runs
 * included: the longest (a sweep of one route, or a build) takes a few
 * minutes on one core's worth of a slow machine.
 */
export const testHangMs = 20 * 60_000;
