// Small local pages for the gate's own tests (gate.test.ts): one clean page
// and one page per regression the gate must catch, served from memory on
// loopback. Each regression is the clean page plus exactly one fault.
import { once } from 'node:events';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { pageLoadLog, recordPageLoad } from '../../tooling/pageLoads.ts';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { type Budgets, budgets } from '../budgets.ts';
import { calibrationSteps, spin } from '../../tooling/hostSpeed.ts';

export interface Fixture {
  readonly name: string;
  /** The budgets the fault must break; none for the clean page. */
  readonly breaks?: readonly string[];
  /** What a failure must say, where two faults break the same budget. */
  readonly saying?: string;
}

export const fixtures: readonly Fixture[] = [
  { name: 'clean' },
  // 40 ms of a phone's CPU (4×): 110 ms of blocking time, and 160 ms as the longest task.
  { name: 'long-task', breaks: ['total-blocking-time', 'max-potential-fid'] },
  { name: 'more-script', breaks: ['scriptKb'] },
  { name: 'blocking-stylesheet', breaks: ['renderBlockingCount'] },
  { name: 'unsized-image', breaks: ['cumulative-layout-shift'] },
  { name: 'large-image', breaks: ['largestImageKb'] },
  // Lighthouse 13 folded its lcp-lazy-loaded audit into the LCP discovery insight: both faults fail it, each by its own check.
  { name: 'lazy-hero', breaks: ['lcp-discovery-insight'], saying: 'should not use loading=lazy' },
  { name: 'unprioritised-hero', breaks: ['lcp-discovery-insight'], saying: 'fetchpriority=high should be applied' },
];

/**
 * The site's budgets, with the byte and request budgets set exactly to the
 * clean page's own (the site's are sized for the site). Timed figures, CLS,
 * categories and audit allowances are the site's, unchanged. One run per
 * fixture and one more for a timed failure: each fault fails every run, and
 * the clean page passes with room (FCP 617 ms against 800, LCP 910 against
 * 1,100, in a quiet run).
 */
export const fixtureBudgets: Budgets = {
  ...budgets,
  runsPerPage: 1,
  remeasureRuns: 1,
  resources: {
    scriptKb: 0.7,
    stylesheetKb: 0,
    documentKb: 0.9,
    fontCount: 0,
    thirdPartyCount: 0,
    requestCount: 4,
    totalKb: 9,
    largestImageKb: budgets.resources.largestImageKb,
    renderBlockingCount: budgets.resources.renderBlockingCount,
  },
};

/** A deterministic stream of bytes (mulberry32), so every run serves the same files. */
function seededBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    bytes[index] = (value ^ (value >>> 14)) & 0xff;
  }
  return bytes;
}

/** A photograph-like JPEG: smooth colour at `detail` 0, grain at 1. */
async function jpeg(width: number, height: number, detail: number, seed: number): Promise<Buffer> {
  const noise = seededBytes(width * height * 3, seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const smooth = [(x / width) * 200 + 30, (y / height) * 160 + 60, 140];
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round((smooth[channel] ?? 0) * (1 - detail) + (noise[offset + channel] ?? 0) * detail);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Steps of the gate's workload (tooling/hostSpeed.ts) that cost the reference host
 * `ms` of CPU time: fixed work, never a spin on the clock. On any host the gate
 * scales the page's CPU time back to the reference host's, so the task counts
 * as `ms` there, however fast this host is.
 */
const stepsFor = (ms: number) => Math.round((ms * calibrationSteps) / budgets.referenceHost.calibrationCpuMs);

const paragraphs = Array.from(
  { length: 6 },
  (_, index) =>
    `<p>Paragraph ${index + 1} of a small page that the performance gate measures. It stands in for a page of the site: text that paints first, a photograph with its size reserved, and a module script that starts once the text has painted.</p>`,
).join('');

/** The first screen's photograph: the page's largest paint, fetched first, as the site's is. */
const hero = (attributes = 'fetchpriority="high"') =>
  `<img src="/photo.jpg" srcset="/photo.jpg 640w" sizes="320px" width="320" height="240" ${attributes} alt="A smooth gradient of colour">`;

function page(name: string, { head = '', image = hero() } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gate fixture: ${name}</title>
<meta name="description" content="A small page the performance gate measures to prove that it catches the ${name} case.">
<link rel="icon" href="data:,">
<meta name="fixture:app" content="/${name}.js">
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#111;background:#fff}img{display:block;max-width:100%;height:auto}</style>
${head}
</head>
<body>
<main>
<h1>Gate fixture: ${name}</h1>
${image}
${paragraphs}
</main>
<script type="module" src="/boot.js" fetchpriority="low"></script>
</body>
</html>
`;
}

/**
 * Every page starts as the site does: `boot.js` waits for the first
 * contentful paint, then imports the page's own module (its "app"), so app
 * work lands after first paint in the trace and in Lighthouse's simulation.
 */
const boot = `new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName('first-contentful-paint').length) return;
  observer.disconnect();
  import(document.querySelector('meta[name="fixture:app"]').content);
}).observe({ type: 'paint', buffered: true });
`;

interface Served {
  readonly type: string;
  readonly body: string | Buffer;
}

async function files(): Promise<Map<string, Served>> {
  const html = (body: string): Served => ({ type: 'text/html; charset=utf-8', body });
  const script = (body: string): Served => ({ type: 'text/javascript', body });
  const image = (body: Buffer): Served => ({ type: 'image/jpeg', body });
  const clean = `document.documentElement.dataset.started = '';\n`;
  const steps = stepsFor(40);
  // 25 KB of letters no compressor could shrink, in a comment the engine skips.
  const padding = seededBytes(25 * 1024, 7)
    .toString('base64')
    .slice(0, 25 * 1024);
  return new Map<string, Served>([
    ['/boot.js', script(boot)],
    ['/robots.txt', { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' }],
    // Twice its displayed size, for the 1.75x screen of Lighthouse's phone.
    ['/photo.jpg', image(await jpeg(640, 480, 0, 1))],
    ['/late.jpg', image(await jpeg(640, 480, 0, 2))],
    ['/large.jpg', image(await jpeg(480, 360, 0.8, 3))],
    ['/style.css', { type: 'text/css', body: 'p { letter-spacing: 0.01em; }\n' }],
    ['/clean', html(page('clean'))],
    ['/clean.js', script(clean)],
    ['/long-task', html(page('long-task'))],
    ['/long-task.js', script(`${spin.toString()}\ndocument.documentElement.dataset.started = String(spin(${steps}));\n`)],
    ['/more-script', html(page('more-script'))],
    ['/more-script.js', script(`${clean}/* ${padding} */\n`)],
    ['/blocking-stylesheet', html(page('blocking-stylesheet', { head: '<link rel="stylesheet" href="/style.css">' }))],
    ['/blocking-stylesheet.js', script(clean)],
    // No width or height, and the server sends it only once the text has painted: it pushes the text down.
    ['/unsized-image', html(page('unsized-image', { image: '<img src="/late.jpg" alt="A smooth gradient of colour, larger">' }))],
    ['/unsized-image.js', script(`${clean}fetch('/painted', { method: 'POST' });\n`)],
    ['/large-image', html(page('large-image', { image: '<img src="/large.jpg" width="200" height="150" alt="A grainy gradient of colour">' }))],
    ['/large-image.js', script(clean)],
    // Both keep the hero the page's largest paint, and break only how it is fetched.
    ['/lazy-hero', html(page('lazy-hero', { image: hero('loading="lazy" fetchpriority="high"') }))],
    ['/lazy-hero.js', script(clean)],
    ['/unprioritised-hero', html(page('unprioritised-hero', { image: hero('') }))],
    ['/unprioritised-hero.js', script(clean)],
  ]);
}

export interface FixtureServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves the fixtures on a free loopback port. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const served = await files();
  // The late image waits for the page's word that its text has painted; each page load starts over.
  let painted = false;
  let waiting: (() => void)[] = [];
  // Text goes out compressed, as the site's does: a clean page gives Lighthouse nothing to find.
  const send = (request: IncomingMessage, response: ServerResponse, file: Served) => {
    const gzip = !file.type.startsWith('image/') && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': file.type,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(file.body, { level: 9 }) : file.body);
  };
  const log = pageLoadLog('gate');
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (path === '/painted') {
      painted = true;
      for (const release of waiting) release();
      waiting = [];
      response.writeHead(204).end();
      return;
    }
    const file = served.get(path);
    recordPageLoad(log, request, file?.type ?? '');
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (file.type.startsWith('text/html')) painted = false;
    if (path === '/late.jpg' && !painted) waiting.push(() => send(request, response, file));
    else send(request, response, file);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      // Chromium keeps its connections alive; close them, or the server never closes.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
