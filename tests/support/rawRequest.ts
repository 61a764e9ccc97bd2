import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { conditionHangMs } from '../../tooling/hangs.ts';

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body's bytes as sent: never decoded, unlike fetch's or Playwright's. */
  readonly body: Buffer;
}

/**
 * One request over plain http, for checks on the encoding a server sent. A
 * `path` given apart from the URL is sent as written: a URL would resolve its
 * dot segments and percent-encoded dots (the hostile probes send them).
 */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET', path?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, timeout: conditionHangMs, ...(path === undefined ? {} : { path }) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path ?? url}: no answer within ${conditionHangMs / 1000} s`)));
    request.on('error', reject).end();
  });
}

/** The status a server answers `url` with, or 0 while nothing answers there: for polling a server that is starting. */
export const statusOf = (url: string) =>
  rawRequest(url).then(
    ({ status }) => status,
    () => 0,
  );
