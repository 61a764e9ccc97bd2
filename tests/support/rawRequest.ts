import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body's bytes as sent: never decoded, unlike fetch's or Playwright's. */
  readonly body: Buffer;
}

/** One request over plain http, for checks on the encoding a server sent. */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject).end();
  });
}
