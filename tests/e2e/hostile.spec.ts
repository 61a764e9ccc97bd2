import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../playwright.config';

interface Probe {
  readonly name: string;
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** The one status the server promises for this request. */
  readonly status: number;
}

/** What `npm start` promises (src/node/server/start.mjs): each request gets exactly this status. */
const probes: readonly Probe[] = [
  { name: 'malformed percent-encoding', path: '/%E0%A4%A', status: 400 },
  { name: 'lone percent sign', path: '/%', status: 400 },
  { name: 'dot-dot traversal', path: '/../../../../etc/passwd', status: 400 },
  { name: 'encoded traversal', path: '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd', status: 400 },
  { name: 'mixed traversal into assets', path: '/assets/..%2f..%2fpackage.json', status: 400 },
  { name: 'traversal to the server config', path: '/..%2fserve.json', status: 400 },
  { name: 'NUL byte', path: '/terms%00', status: 400 },
  { name: 'NUL byte before a traversal', path: '/%00/../../etc/passwd', status: 400 },
  { name: '8 KB path', path: `/${'a'.repeat(8 * 1024)}`, status: 414 },
  { name: 'POST', method: 'POST', path: '/contact', status: 405 },
  { name: 'PUT', method: 'PUT', path: '/pricing', status: 405 },
  { name: 'DELETE', method: 'DELETE', path: '/terms', status: 405 },
  { name: 'OPTIONS', method: 'OPTIONS', path: '/', status: 405 },
  { name: 'TRACE', method: 'TRACE', path: '/', status: 405 },
  { name: 'PATCH', method: 'PATCH', path: '/privacy', status: 405 },
  { name: 'HEAD still answered', method: 'HEAD', path: '/terms', status: 200 },
  { name: 'huge header', path: '/', headers: { 'X-Filler': 'x'.repeat(32 * 1024) }, status: 431 },
];

const origin = new URL(baseURL);

function send(probe: Probe): Promise<{ status: number; body: string; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: origin.hostname, port: origin.port, method: probe.method ?? 'GET', path: probe.path, headers: probe.headers, timeout: 5_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, allow: response.headers.allow }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

test('hostile requests get exactly the promised status, never a file outside dist/, and the server keeps serving', async ({ request }) => {
  const answers: string[] = [];
  for (const probe of probes) {
    const { status, body, allow } = await send(probe);
    answers.push(`${probe.name}: ${status}`);
    expect(status, probe.name).toBe(probe.status);
    if (status === 405) expect(allow, `${probe.name}: Allow header`).toBe('GET, HEAD');
    expect(body, probe.name).not.toMatch(/root:x:0:0|"devDependencies"|"cleanUrls"/);
    // Still alive after every probe.
    expect((await request.get('/')).status(), `server answers after ${probe.name}`).toBe(200);
  }
  test.info().annotations.push({ type: 'statuses', description: answers.join('; ') });
  console.log(answers.join('\n'));
});
