/**
 * The header-based tests of the Mozilla HTTP Observatory scoring
 * (httpobs/docs/scoring.md): start at 100, apply each test's modifier, and
 * award bonuses only when the score without them is at least 90. Tests that
 * need a live https host (redirection, HSTS preload) or page parsing (SRI,
 * cookies) are scored from what the site is known to do: no cookies, no
 * third-party scripts.
 */
export interface Modifier {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
}

export interface Grade {
  readonly score: number;
  readonly grade: string;
  readonly modifiers: readonly Modifier[];
}

type Headers = Readonly<Record<string, string | undefined>>;

function parseCsp(value: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive) policy.set(directive.toLowerCase(), sources);
  }
  return policy;
}

function csp(headers: Headers): Modifier {
  const value = headers['content-security-policy'];
  if (!value) return { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  const policy = parseCsp(value);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  const styles = policy.get('style-src') ?? policy.get('default-src') ?? [];
  const all = [...policy.values()].flat();
  if (all.some((source) => source.startsWith('http:'))) return { test: 'content-security-policy', result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts.includes("'unsafe-inline'")) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scripts.includes("'unsafe-eval'")) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (styles.includes("'unsafe-inline'")) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (policy.get('default-src')?.join(' ') === "'none'") return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function hsts(headers: Headers): Modifier {
  const value = headers['strict-transport-security'];
  if (!value) return { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) return { test: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { test: 'strict-transport-security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test: 'strict-transport-security', result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerPolicy(headers: Headers): Modifier {
  const value = headers['referrer-policy']?.toLowerCase().split(',').map((part) => part.trim()).pop();
  if (!value) return { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value)) return { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 };
  if (value === 'no-referrer-when-downgrade') return { test: 'referrer-policy', result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(value)) return { test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 };
  return { test: 'referrer-policy', result: 'referrer-policy-header-invalid', modifier: -5 };
}

function contentTypeOptions(headers: Headers): Modifier {
  const value = headers['x-content-type-options'];
  if (!value) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptions(headers: Headers): Modifier {
  const ancestors = parseCsp(headers['content-security-policy'] ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = headers['x-frame-options']?.trim().toUpperCase();
  if (!value) return { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
  return ['DENY', 'SAMEORIGIN'].includes(value)
    ? { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test: 'x-frame-options', result: 'x-frame-options-header-invalid', modifier: -20 };
}

function corp(headers: Headers): Modifier {
  const value = headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!value) return { test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 };
  return ['same-origin', 'same-site', 'cross-origin'].includes(value)
    ? { test: 'cross-origin-resource-policy', result: `corp-implemented-with-${value}`, modifier: 0 }
    : { test: 'cross-origin-resource-policy', result: 'corp-header-invalid', modifier: -5 };
}

function cors(headers: Headers): Modifier {
  return headers['access-control-allow-origin']?.trim() === '*'
    ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
    : { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
}

const knownFacts: readonly Modifier[] = [
  { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
  { test: 'subresource-integrity', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 },
];

const gradeTable: readonly [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

/** Grades a response's headers; names are matched case-insensitively. */
export function gradeHeaders(raw: Readonly<Record<string, string>>): Grade {
  const headers = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), value]));
  const modifiers = [csp(headers), hsts(headers), referrerPolicy(headers), contentTypeOptions(headers), frameOptions(headers), corp(headers), cors(headers), ...knownFacts];
  const penalties = modifiers.filter((entry) => entry.modifier < 0).reduce((sum, entry) => sum + entry.modifier, 0);
  const bonuses = modifiers.filter((entry) => entry.modifier > 0).reduce((sum, entry) => sum + entry.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grade = gradeTable.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, modifiers };
}
