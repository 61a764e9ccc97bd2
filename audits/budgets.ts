import budgetsJson from './budgets.json' with { type: 'json' };
import type { PageKey } from '../src/content/pages.ts';

/** The lowest score one Lighthouse audit may have, per preset (1 where a preset is not named), and why. */
export interface AuditAllowance {
  readonly $comment: string;
  readonly mobile?: number;
  readonly desktop?: number;
}

type Json = typeof budgetsJson;
export type Budgets = Omit<Json, 'audits' | 'pages'> & {
  readonly audits: Readonly<Record<string, AuditAllowance>>;
  readonly pages: Readonly<Record<string, PageBudgets>>;
};
export const budgets: Budgets = budgetsJson;

type Override<T> = { readonly [K in keyof T]?: T[K] extends number ? number : Override<T[K]> };

/**
 * What a page may differ by, under `pages` in budgets.json: the same figures,
 * fewer of them, and audit allowances of its own.
 */
type PageBudgets = Override<
  Omit<Json, 'pages' | 'audits' | 'wallClockAudits' | 'referenceHost' | 'runsPerPage' | 'remeasureRuns' | 'firstScreen' | 'interactionsMs' | '$comment'>
> & {
  readonly $comment?: string;
  readonly audits?: Readonly<Record<string, AuditAllowance>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `base` with every number `override` names replaced, key by key; `$comment`s are the reasons, not figures. */
function merge(base: unknown, override: unknown): unknown {
  if (!isRecord(base) || !isRecord(override)) return override ?? base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) if (key !== '$comment') merged[key] = merge(merged[key], value);
  return merged;
}

/**
 * The budgets one page is held to: the site's, with the page's own figures
 * and audit allowances from `pages` in budgets.json where it has any (each
 * with its reason there).
 */
export function budgetsFor(page: PageKey): Budgets {
  const own = budgets.pages[page];
  // The same shape with some numbers replaced and allowances added: PageBudgets allows nothing else.
  return merge(budgets, own) as Budgets;
}
