import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { type AuditAllowance, budgets, budgetsFor } from '../budgets.ts';

/** Every path to a number in a budgets object: `metricsMs.mobile.largest-contentful-paint`. */
function figurePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'number') return [prefix];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$comment' ? [] : figurePaths(inner, prefix ? `${prefix}.${key}` : key)));
}

/** Each allowance says why, with figures, and allows a score Lighthouse can give, for a preset the gate runs. */
function expectReasoned(where: string, allowances: Readonly<Record<string, AuditAllowance>>) {
  for (const [id, allowance] of Object.entries(allowances)) {
    expect(id, where).toMatch(/^[a-z-]+$/);
    expect(allowance.$comment.length, `${where} ${id} says why`).toBeGreaterThan(80);
    expect(allowance.$comment, `${where} ${id} gives its figures`).toMatch(/\d/);
    const scores = Object.entries(allowance).filter(([key]) => key !== '$comment');
    expect(scores.length, `${where} ${id} names a preset`).toBeGreaterThan(0);
    for (const [preset, score] of scores) {
      expect(['mobile', 'desktop'], `${where} ${id}`).toContain(preset);
      expect(score, `${where} ${id} ${preset}`).toBeGreaterThanOrEqual(0);
      expect(score, `${where} ${id} ${preset}`).toBeLessThan(1);
    }
  }
}

describe('per-page budgets', () => {
  it('name real pages and only figures the site budgets, each with its reason', () => {
    const siteFigures = new Set(figurePaths({ ...budgets, pages: undefined, audits: undefined }));
    for (const [page, own] of Object.entries(budgets.pages)) {
      expect(Object.keys(pages), page).toContain(page);
      expect(own.$comment?.length ?? 0, `${page} says why`).toBeGreaterThan(40);
      for (const figure of figurePaths({ ...own, audits: undefined })) expect(siteFigures, `${page}: ${figure}`).toContain(figure);
      expectReasoned(page, own.audits ?? {});
    }
  });

  it('replace the figures a page names and keep every other', () => {
    const home = budgetsFor('home');
    expect(home.resources.requestCount).toBe(budgets.pages.home?.resources?.requestCount);
    expect(home.resources.totalKb).toBe(budgets.pages.home?.resources?.totalKb);
    expect(home.metricsMs).toEqual(budgets.metricsMs);
    expect(home.resources.scriptKb).toBe(budgets.resources.scriptKb);
    expect(home.categories).toEqual(budgets.categories);
    expect(budgetsFor('terms')).toEqual(budgets);
  });
});

describe('audit allowances', () => {
  it('each say why, with figures, and allow a real score for a real preset', () => {
    expectReasoned('site', budgets.audits);
  });

  it("add a page's own to the site's, and leave other pages the site's", () => {
    const home = budgetsFor('home');
    expect(Object.keys(home.audits).sort()).toEqual([...new Set([...Object.keys(budgets.audits), ...Object.keys(budgets.pages.home?.audits ?? {})])].sort());
    expect(budgetsFor('terms').audits).toEqual(budgets.audits);
  });
});

describe('audits left to the wall clock', () => {
  it('each say why, and are neither allowed a score nor a metric the gate judges by figure', () => {
    const { $comment, ...audits } = budgets.wallClockAudits;
    expect($comment.length).toBeGreaterThan(80);
    expect(Object.keys(audits).length).toBeGreaterThan(0);
    for (const [id, reason] of Object.entries(audits)) {
      expect(id).toMatch(/^[a-z-]+$/);
      expect(reason.length, `${id} says why`).toBeGreaterThan(60);
      expect(reason, `${id} gives its figures`).toMatch(/\d/);
      expect(Object.keys(budgets.audits), id).not.toContain(id);
      expect(Object.keys(budgets.metricsMs.mobile), id).not.toContain(id);
    }
  });
});
