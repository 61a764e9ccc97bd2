// The package.json scripts `npm test` runs (tests/run.mjs), what each waits
// for, and the part of them one CI job runs (`npm test -- --only build,test:e2e`).

/**
 * Each step and the steps it starts after; a step starts as soon as those
 * have passed, beside whatever else runs then. Two kinds of work share the
 * machine:
 * - steps that compute (the checks that need no build, the build, and the
 *   browser suites, which keep about a core and a third busy each with one
 *   browser per two cores, support/workers.mjs). The browser suites go one
 *   after another: side by side they starved each other and every wait ran long;
 * - steps that mostly wait: the Lighthouse gate's own tests and the audit wait
 *   on the network they simulate, and time every figure by CPU, scaled by a
 *   workload timed in the same moment (tooling/hostSpeed.ts), so a busy
 *   neighbour moves no verdict; the screen reader waits on speech. They run in
 *   a lane of their own beside the browser suites.
 * The measurements behind each choice are in docs/testing.md ("What npm test runs").
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const plan = {
  lint: [],
  'format:check': [],
  typecheck: [],
  'test:unit': [],
  build: [],
  'test:gate': [],
  // The built pages' checks first: they are the quickest to fail.
  'test:build': ['build'],
  'test:e2e': ['test:build'],
  'test:engines': ['test:e2e'],
  // Beside the browser suites: Orca waits on speech, and keeps under a core busy.
  'test:screen-reader': ['test:build'],
  // Beside the last browser suite and the screen reader, several pages at once (audits/gate/pool.ts):
  // beside the Firefox and WebKit journeys every judged figure came out as alone, within 20 ms.
  audit: ['test:gate', 'test:e2e'],
};

export const steps = Object.keys(plan);

/**
 * The plan `npm test` runs for its arguments: all of it, or with `--only a,b`
 * those steps alone, each after those of its steps that are chosen too. A step
 * that needs the build names `build` too; an unknown name stops the run.
 * @param {readonly string[]} args
 * @returns {Record<string, string[]>}
 */
export function selectPlan(args) {
  const at = args.indexOf('--only');
  const only = at === -1 ? steps : (args[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = only.filter((name) => !steps.includes(name));
  if (only.length === 0 || unknown.length > 0)
    throw new Error(`npm test -- --only takes steps of ${steps.join(', ')}; ${only.length === 0 ? 'none was given' : `not ${unknown.join(', ')}`}`);
  /** @param {string} name @returns {string[]} The chosen steps it waits for, through those left out. */
  const waitsFor = (name) => (plan[name] ?? []).flatMap((before) => (only.includes(before) ? [before] : waitsFor(before)));
  return Object.fromEntries(steps.filter((name) => only.includes(name)).map((name) => [name, [...new Set(waitsFor(name))]]));
}

/** Whether a step needs the build: it waits for it, through the steps between. @param {string} name @returns {boolean} */
export const needsBuild = (name) => (plan[name] ?? []).some((before) => before === 'build' || needsBuild(before));

/**
 * The plan for a machine with this many cores' worth of processor (tooling/cores.mjs): as it is on two
 * or more, and on less each step also after the one before it, in the plan's order. On one core's quota
 * every step beside another starves it: Orca's say-all of `/ai-terms` in Firefox took 208 s beside the
 * browser suites there, against a hang bound of 180 s (docs/testing.md, "What npm test runs").
 * @param {Record<string, string[]>} chosen
 * @param {number} count
 * @returns {Record<string, string[]>}
 */
export function sideBySide(chosen, count) {
  if (count >= 2) return chosen;
  const names = Object.keys(chosen);
  return Object.fromEntries(
    names.map((name, index) => [name, index === 0 ? (chosen[name] ?? []) : [...new Set([...(chosen[name] ?? []), names[index - 1] ?? ''])]]),
  );
}
