import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../playwright.config';

interface Probe {
  readonly name: string;
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** Statuses that count as a clean answer. */
  readonly expect: readonly number[];
}

const probes: readonly Probe[] = [
  { name: 'malformed percent-encoding', path: '/%E0%A4%A', expect: [400, 404] },
  { name: 'lone percent sign', path: '/%', expect: [400, 404] },
  { name: 'dot-dot traversal', path: '/../../../../etc/passwd', expect: [400, 403, 404] },
  { name: 'encoded traversal', path: '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd', expect: [400, 403, 404] },
  { name: 'mixed traversal into assets', path: '/assets/..%2f..%2fpackage.json', expect: [400, 403, 404] },
  { name: 'traversal to the server config', path: '/..%2fserve.json', expect: [400, 403, 404] },
  { name: 'NUL byte', path: '/terms%00', expect: [400, 404] },
  { name: 'NUL byte before a traversal', path: '/%00/../../etc/passwd', expect: [400, 404] },
  { name: '8 KB path', path: `/${'a'.repeat(8 * 1024)}`, expect: [404, 414, 431] },
  { name: 'POST', method: 'POST', path: '/contact', expect: [200, 405] },
  { name: 'PUT', method: 'PUT', path: '/pricing', expect: [200, 405] },
  { name: 'DELETE', method: 'DELETE', path: '/terms', expect: [200, 405] },
  { name: 'OPTIONS', method: 'OPTIONS', path: '/', expect: [200, 204, 405] },
  { name: 'TRACE', method: 'TRACE', path: '/', expect: [200, 405] },
  { name: 'huge header', path: '/', headers: { 'X-Filler': 'x'.repeat(32 * 1024) }, expect: [431] },
];

const origin = new URL(baseURL);

function send(probe: Probe): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: origin.hostname, port: origin.port, method: probe.method ?? 'GET', path: probe.path, headers: probe.headers, timeout: 5_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

test('hostile requests get a clean answer, never a file outside dist/, and the server keeps serving', async ({ request }) => {
  const answers: string[] = [];
  for (const probe of probes) {
    const { status, body } = await send(probe);
    answers.push(`${probe.name}: ${status}`);
    expect(probe.expect, `${probe.name} answered ${status}`).toContain(status);
    expect(body, probe.name).not.toMatch(/root:x:0:0|"devDependencies"|"cleanUrls"/);
    // Still alive after every probe.
    expect((await request.get('/')).status(), `server answers after ${probe.name}`).toBe(200);
  }
  test.info().annotations.push({ type: 'statuses', description: answers.join('; ') });
  console.log(answers.join('\n'));
});
