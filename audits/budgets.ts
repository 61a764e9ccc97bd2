import budgets from './budgets.json' with { type: 'json' };
import type { PageKey } from '../src/content/pages.ts';

export type Budgets = typeof budgets;
export { budgets };

type Override<T> = { readonly [K in keyof T]?: T[K] extends number ? number : Override<T[K]> };

/** What a page may differ by, under `pages` in budgets.json: the same figures, fewer of them. */
type PageBudgets = Override<Omit<Budgets, 'pages' | 'runsPerPage' | 'remeasureRuns' | 'firstScreen' | '$comment'>> & { readonly $comment?: string };

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
 * from `pages` in budgets.json where it has any (each with its reason there).
 */
export function budgetsFor(page: PageKey): Budgets {
  const own: PageBudgets | undefined = (budgets.pages as Readonly<Record<string, PageBudgets>>)[page];
  // The same shape with some numbers replaced: PageBudgets allows nothing else.
  return merge(budgets, own) as Budgets;
}
