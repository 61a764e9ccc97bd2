// The production build served by `npm start`'s own server (no build step), for
// the Lighthouse gate and the benchmark, on a port of their own.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PageKey, pages } from '../src/content/pages';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every page the site has, from the list the prerender reads. The 404 page is
 * audited at its own path, where it is served with 200: Lighthouse will not
 * audit a 404 response.
 */
export const auditedPages = (Object.entries(pages) as [PageKey, (typeof pages)[PageKey]][]).map(([key, page]) => ({ key, path: page.path }));

/** Comma-separated choices from an environment variable, when it is set. */
export const only = (name: string) => process.env[name]?.split(',').filter(Boolean);

export interface Server {
  readonly origin: string;
  /** The server's process, for benchmarks that read its CPU time. */
  readonly pid: number | undefined;
  stop(): void;
}

/** Starts the server (another script that serves dist/ on PORT: the serving benchmark's baseline) and resolves once it answers. */
export async function startServer(port: number, script = 'src/node/server/start.mjs'): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${origin}/`)
      .then((response) => response.ok)
      .catch(() => false);
  // Whatever already answers there would be measured instead, with its own headers and files.
  if (await answers()) throw new Error(`something already serves ${origin}: stop it, or set another port`);
  const child: ChildProcess = spawn(process.execPath, [join(root, script), '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { origin, pid: child.pid, stop: () => child.kill() };
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt += 1) {
    if (await answers()) return server;
    // Polling a server that is starting: there is no event to wait for.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.stop();
  throw new Error(child.exitCode !== null ? `the server for ${origin} exited before it answered` : `the server did not answer at ${origin}`);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
