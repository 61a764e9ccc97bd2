// The package.json scripts `npm test` runs (tests/run.mjs), and the part of
// them one CI job runs (`npm test -- --only build,test:e2e`).

/**
 * The steps of a stage run side by side, the stages in order. The checks that
 * need no build run beside the build: they compute, and sharing the cores
 * costs them nothing. The browser suites run one at a time, each with one
 * browser per two cores (support/workers.mjs), since side by side they
 * starved each other and every wait ran long. No step measures wall time. The
 * Lighthouse gate runs last, alone: with both cores busy, a page's CPU time
 * came out longer than the workload that calibrates it. The measurements
 * behind each choice are in docs/testing.md ("What npm test runs").
 * @type {readonly (readonly string[])[]}
 */
export const stages = [
  ['lint', 'format:check', 'typecheck', 'test:unit', 'test:gate', 'build'],
  // The built pages' checks first: they are the quickest to fail.
  ['test:build'],
  ['test:e2e'],
  ['test:engines'],
  ['test:screen-reader'],
  ['audit'],
];

/**
 * The stages `npm test` runs for its arguments: all of them, or with
 * `--only a,b` those steps alone, each in its own stage and order. A step
 * that needs the build names `build` too; an unknown name stops the run.
 * @param {readonly string[]} args
 * @returns {string[][]}
 */
export function selectStages(args) {
  const at = args.indexOf('--only');
  if (at === -1) return stages.map((stage) => [...stage]);
  const only = (args[at + 1] ?? '').split(',').filter(Boolean);
  const known = stages.flat();
  const unknown = only.filter((name) => !known.includes(name));
  if (only.length === 0 || unknown.length > 0)
    throw new Error(`npm test -- --only takes steps of ${known.join(', ')}; ${only.length === 0 ? 'none was given' : `not ${unknown.join(', ')}`}`);
  return stages.map((stage) => stage.filter((name) => only.includes(name))).filter((stage) => stage.length > 0);
}
