import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { type ObservatoryResponse, Requests } from '@mdn/mdn-http-observatory/src/types.js';
import { CookieJar } from 'tough-cookie';

/**
 * Grades a response with the Mozilla HTTP Observatory's own code
 * (`@mdn/mdn-http-observatory`): its ten analyzer tests, its score table,
 * its extra-credit rule and its grade chart. Only the fetching is ours: the
 * scanner fetches live hosts over https, so the tests hand it the response
 * they got from the server under test instead.
 *
 * What cannot be observed on localhost is stated, never assumed:
 * - HSTS is graded from the deployed host's header (the `hsts` argument),
 *   because `npm start` serves plain http and so sends none.
 * - The http → https redirection test needs a live https host; the graded
 *   request set holds no plain-http response, which the Observatory scores
 *   as "redirection not needed" (modifier 0, like a correct redirect).
 *
 * The package's install step downloads Chromium's HSTS preload list, which
 * this network cannot reach (and .npmrc skips install scripts). The analyzer
 * reads that list lazily (on first use, after this module has run) from the
 * package's conf/ folder; an empty list means
 * "not preloaded", which is the truth for a domain never submitted.
 */

const packageRoot = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
/** The header map the Observatory's own session hands its analyzers (axios's, from the package's dependencies). */
const { AxiosHeaders } = createRequire(join(packageRoot, 'package.json'))('axios') as {
  AxiosHeaders: new (headers: Record<string, string>) => Record<string, string>;
};
const preloadList = join(packageRoot, 'conf/hsts-preload.json');
if (!existsSync(preloadList)) {
  mkdirSync(dirname(preloadList), { recursive: true });
  writeFileSync(preloadList, '{}');
}

/** The Origin a CORS preflight is sent from, as the Observatory's scanner sends it. */
export const preflightOrigin = 'https://http-observatory.security.mozilla.org';

export interface Modifier {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
  readonly pass: boolean;
}

export interface Grade {
  readonly score: number;
  readonly grade: string;
  readonly modifiers: readonly Modifier[];
}

export interface ServedPage {
  /** The page's public URL on the deployed host (its host names the site for the analyzers). */
  readonly url: string;
  readonly status: number;
  /** Response headers as served, any case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly html: string;
  /** The answer to a CORS preflight (OPTIONS with Origin) for the same URL. */
  readonly preflight: { readonly status: number; readonly headers: Readonly<Record<string, string>> };
  /** The Strict-Transport-Security header the deployed (https) host sends, if any. */
  readonly hsts?: string;
}

const lowerCase = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Runs every Observatory test over one served page and scores it the way the Observatory's scanner does. */
export function gradePage(page: ServedPage): Grade {
  const url = new URL(page.url);
  const headers: Record<string, string> = { ...lowerCase(page.headers), ...(page.hsts ? { 'strict-transport-security': page.hsts } : {}) };
  const jar = new CookieJar();
  const setCookie = headers['set-cookie'];
  // Cookies reach the analyzer the way the scanner's session collects them: in a cookie jar.
  if (setCookie) for (const cookie of setCookie.split('\n')) jar.setCookieSync(cookie, url.href);

  const requests = new Requests(url.hostname);
  const response: ObservatoryResponse = {
    status: page.status,
    headers: new AxiosHeaders(headers),
    data: page.html,
    verified: true,
    httpEquiv: parseHttpEquivHeaders(page.html, url.href),
  };
  requests.session = { url, jar };
  requests.resources.path = page.html;
  requests.responses.auto = response;
  requests.responses.https = response;
  requests.responses.cors = {
    status: page.preflight.status,
    headers: new AxiosHeaders(lowerCase(page.preflight.headers)),
    data: '',
    verified: true,
    request: { headers: { origin: preflightOrigin } },
  };

  const modifiers = ALL_TESTS.map((test): Modifier => {
    const output = test(requests);
    const result = output.result ?? 'no-result';
    return { test: output.constructor.name, result, modifier: output.result ? getScoreModifier(output.result) : 0, pass: output.pass === true };
  });
  // The scanner's curve: penalties always count, bonuses only once the score without them earns an A.
  const withBonuses = 100 + modifiers.reduce((sum, entry) => sum + entry.modifier, 0);
  const withoutBonuses = 100 + modifiers.filter((entry) => entry.modifier < 0).reduce((sum, entry) => sum + entry.modifier, 0);
  const { score, grade } = getGradeForScore(withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses);
  return { score, grade, modifiers };
}
