import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { originOf } from './ports.ts';

/** The checkout's root folder. */
export const root = join(import.meta.dirname, '../..');

export interface Server {
  readonly origin: string;
  /** The server's process, for benchmarks that read its CPU time. */
  readonly pid: number | undefined;
  stop(): void;
}

interface ServerOptions {
  readonly port: number;
  /** A Node script (TypeScript runs through tsx), from the checkout's root; `npm start`'s by default. */
  readonly script?: string;
  /** Its arguments; `npm start`'s script then serves the build without rebuilding it. */
  readonly args?: readonly string[];
  readonly cwd?: string;
  /** Added to this process's environment; PORT is set to `port`. */
  readonly env?: NodeJS.ProcessEnv;
  /** How long it may take to answer, in ms. */
  readonly timeout?: number;
}

const answers = (origin: string) =>
  fetch(`${origin}/`)
    .then((response) => response.ok)
    .catch(() => false);

/**
 * Starts a server (`npm start`'s by default, serving dist/ as built) and
 * resolves once it answers `/` with 200. Refuses a port something already
 * answers on: that would be tested instead, with its own headers and files.
 */
export async function startServer({
  port,
  script = 'src/server/start.ts',
  args = ['--no-build'],
  cwd = root,
  env = {},
  timeout = 30_000,
}: ServerOptions): Promise<Server> {
  const origin = originOf(port);
  if (await answers(origin)) throw new Error(`something already serves ${origin}: stop it, or set TEST_PORT to another base`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { origin, pid: child.pid, stop: () => child.kill() };
  const deadline = Date.now() + timeout;
  while (child.exitCode === null && Date.now() < deadline) {
    if (await answers(origin)) return server;
    // Polling a server that is starting: there is no event to wait for.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.stop();
  throw new Error(
    child.exitCode !== null ? `the server for ${origin} exited before it answered` : `the server did not answer at ${origin} within ${timeout} ms`,
  );
}
