// How the gate judges audits across runs, and what it lets pass: facts at
// their worst run, audits scored from a simulated time at their best, and
// only what budgets.json allows, per preset.
import { describe, expect, it } from 'vitest';
import { budgets } from '../budgets.ts';
import { check, unusedAllowances } from './check.ts';
import { type Estimate, estimate } from './estimate.ts';
import type { AuditShortfall, Run } from './measure.ts';

const shortfall = (score: number, timed = false): AuditShortfall => ({ score, title: 'An audit', timed });

/** Figures within both presets' budgets, so only the audits can fail. */
const figures = (audits: Estimate['audits']): Estimate => ({
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  metrics: { 'first-contentful-paint': 150, 'largest-contentful-paint': 200, 'speed-index': 150, 'total-blocking-time': 0, 'max-potential-fid': 16 },
  cls: 0,
  resources: {
    scriptKb: 100,
    stylesheetKb: 0,
    documentKb: 10,
    fontCount: 0,
    thirdPartyCount: 0,
    requestCount: 10,
    totalKb: 110,
    largestImageKb: 20,
    renderBlockingCount: 0,
  },
  audits,
});

/** A run of a page that met every other budget, with the given audits below 1. */
function run(audits: Record<string, AuditShortfall>): Run {
  return {
    ...figures(audits),
    simulatedTbt: 0,
    lighthouseSpeedIndex: 150,
    browsersOwn: [],
    benchmarkIndex: 2000,
    loadAverage: 1,
    cpu: { scale: 1, tasks: 1, withoutCpuTime: 0, wallMs: 1, cpuMs: 1 },
    lhr: {} as Run['lhr'],
  };
}

/** The estimate's audits alone: the rest of a Run is not what these tests judge. */
const auditsOf = (runs: Run[]): Estimate['audits'] => {
  // estimate() rescored the performance category from the run's own result; these runs carry none.
  const withScore = runs.map((each) => ({
    ...each,
    lhr: { categories: { performance: { id: 'performance', auditRefs: [] } }, audits: {} } as unknown as Run['lhr'],
  }));
  return estimate(withScore).audits;
};

describe('audits across runs', () => {
  it('take a fact at its worst run: a lazy hero seen once is real', () => {
    expect(auditsOf([run({}), run({ 'lcp-discovery-insight': shortfall(0) })])).toEqual({ 'lcp-discovery-insight': shortfall(0) });
  });

  it('take an audit scored from a simulated time at its best run, and pass it if any run passed', () => {
    expect(auditsOf([run({ interactive: shortfall(0.99, true) }), run({})])).toEqual({});
    expect(auditsOf([run({ interactive: shortfall(0.9, true) }), run({ interactive: shortfall(0.96, true) })])).toEqual({
      interactive: shortfall(0.96, true),
    });
  });
});

describe('check, for audits', () => {
  const allowing = { ...budgets, audits: { 'unused-javascript': { $comment: 'React', mobile: 0.5 } } };

  it('fails an audit below 1 that nothing allows, naming it and what Lighthouse said', () => {
    const failures = check(figures({ 'lcp-discovery-insight': { ...shortfall(0), displayValue: 'the hero' } }), 'mobile', allowing);
    expect(failures).toEqual([{ figure: 'lcp-discovery-insight', limit: 1, measured: 0, unit: '', timed: false, detail: 'An audit: the hero' }]);
  });

  it('passes an allowed score for its preset only, and fails one below it', () => {
    expect(check(figures({ 'unused-javascript': shortfall(0.5) }), 'mobile', allowing)).toEqual([]);
    expect(check(figures({ 'unused-javascript': shortfall(0.5) }), 'desktop', allowing).map((failure) => failure.figure)).toEqual(['unused-javascript']);
    expect(check(figures({ 'unused-javascript': shortfall(0) }), 'mobile', allowing).map((failure) => failure.limit)).toEqual([0.5]);
  });

  it('leaves the audits budgets.json gives to the wall clock unjudged, and judges the longest task by its figure', () => {
    expect(Object.keys(budgets.wallClockAudits)).toContain('server-response-time');
    expect(check(figures({ 'server-response-time': shortfall(0.5) }), 'mobile', budgets)).toEqual([]);
    expect(check(figures({ redirects: shortfall(0.5) }), 'mobile', budgets).map((failure) => failure.figure)).toEqual(['redirects']);
    const longTask = { ...figures({}), metrics: { ...figures({}).metrics, 'max-potential-fid': 160 } };
    expect(check(longTask, 'mobile', budgets)).toEqual([{ figure: 'max-potential-fid', limit: 100, measured: 160, unit: ' ms', timed: true }]);
  });

  it('names the allowances a page and preset did not need', () => {
    expect(unusedAllowances(figures({}), 'mobile', allowing)).toEqual(['unused-javascript']);
    expect(unusedAllowances(figures({}), 'desktop', allowing)).toEqual([]);
    expect(unusedAllowances(figures({ 'unused-javascript': shortfall(0.5) }), 'mobile', allowing)).toEqual([]);
  });
});
