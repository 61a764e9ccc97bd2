// The HTTP Observatory is plain JavaScript with JSDoc types and ships no
// declarations; these declare just the parts tests/support/observatory.ts uses.

declare module '@mdn/mdn-http-observatory/src/types.js' {
  export interface ObservatoryResponse {
    status: number;
    headers: Record<string, string>;
    data: string;
    verified: boolean;
    httpEquiv?: Map<string, string[]>;
    request?: { headers: Record<string, string> };
  }
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    session: { url: URL; jar: import('tough-cookie').CookieJar } | null;
    resources: { path: string | null };
    responses: {
      auto: ObservatoryResponse | null;
      https: ObservatoryResponse | null;
      http: ObservatoryResponse | null;
      cors: ObservatoryResponse | null;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
  }
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js';
  /** Each test's output class carries the test's name as its static `name`. */
  export const ALL_TESTS: ((requests: Requests) => { result: string | null; pass: boolean | null; constructor: { name: string } })[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
