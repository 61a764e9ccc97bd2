import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { budgets, budgetsFor } from '../budgets.ts';

/** Every path to a number in a budgets object: `metricsMs.mobile.largest-contentful-paint`. */
function figurePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'number') return [prefix];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$comment' ? [] : figurePaths(inner, prefix ? `${prefix}.${key}` : key)));
}

describe('per-page budgets', () => {
  it('name real pages and only figures the site budgets, each with its reason', () => {
    const siteFigures = new Set(figurePaths({ ...budgets, pages: undefined }));
    for (const [page, own] of Object.entries(budgets.pages)) {
      expect(Object.keys(pages), page).toContain(page);
      expect(own.$comment.length, `${page} says why`).toBeGreaterThan(40);
      for (const figure of figurePaths(own)) expect(siteFigures, `${page}: ${figure}`).toContain(figure);
    }
  });

  it('replace the figures a page names and keep every other', () => {
    const home = budgetsFor('home');
    expect(home.metricsMs.mobile['largest-contentful-paint']).toBe(budgets.pages.home.metricsMs.mobile['largest-contentful-paint']);
    expect(home.resources.requestCount).toBe(budgets.pages.home.resources.requestCount);
    expect(home.metricsMs.desktop).toEqual(budgets.metricsMs.desktop);
    expect(home.resources.scriptKb).toBe(budgets.resources.scriptKb);
    expect(home.categories).toEqual(budgets.categories);
    expect(budgetsFor('terms')).toEqual(budgets);
  });
});
