import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every port the tests, audits and scripts listen on, in one place, from one
 * base: TEST_PORT (default 4174). Two checkouts run side by side with bases
 * at least 50 apart, as two users: Orca exits at once while another Orca of
 * the same user runs, so a second `npm test` of the same user fails its
 * screen-reader step.
 */
const base = Number(process.env.TEST_PORT ?? 4174);
if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`TEST_PORT must be a port from 1024 to 65000, got ${process.env.TEST_PORT}`);

export const ports = {
  /** The production build as `npm start` serves it: every browser suite. */
  site: base,
  /** The Lighthouse gate's and the Lighthouse benchmark's server. */
  audit: base + 1,
  /** `npm run bench:serve`: `npm start`, then its on-the-fly baseline, then nginx's baseline. */
  serveBench: base + 2,
  serveBenchBaseline: base + 3,
  serveBenchNginxBaseline: base + 4,
  /** The manifest's screenshots (`npm run accept`). */
  screenshots: base + 5,
  /** The unit test of startServer itself (tests/unit/siteHandler.test.ts). */
  serverTest: base + 6,
  /** The update journey's own server, whose folder the test redeploys. */
  update: base + 10,
  /** `npm run dev`, for the dev-server test. */
  dev: base + 20,
  /** The tests' nginx: with brotli where the module is installed, and without. */
  nginx: base + 30,
  nginxGzipOnly: base + 31,
  /** Cloudflare's workerd through `wrangler pages dev`, serving dist-edge/, and its devtools inspector (else 9229, shared by every checkout). */
  workerd: base + 32,
  workerdInspector: base + 33,
  /** The engine journeys: the build, each engine's switchable origin in front of it, WebKitWebDriver. */
  engines: base + 40,
  enginesFirefox: base + 41,
  enginesWebKit: base + 42,
  webKitDriver: base + 43,
  enginesChromium: base + 44,
  /** The screen-reader tests' server (tests/screen-reader/); not +45, as 4319 is a port Firefox refuses. */
  screenReader: base + 47,
} as const;

export const originOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * A server's work folder (its config, pid file and logs), by user and port: its setup and its teardown,
 * separate processes, find it by name, and a folder that another user's run left on the same port base,
 * which this user could not empty, never stands in the way (it failed a normal user's run once).
 */
export const workFolder = (server: string, port: number) => join(tmpdir(), `pixellift-${server}-${process.getuid?.() ?? 'user'}-${port}`);
