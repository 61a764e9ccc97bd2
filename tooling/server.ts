import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { originOf } from './ports.ts';
import { conditionHangMs } from './hangs.ts';

/** The checkout's root folder. */
export const root = join(import.meta.dirname, '..');

export interface Server {
  readonly origin: string;
  /** The server's process, for benchmarks that read its CPU time. */
  readonly pid: number | undefined;
  /**
   * Resolves once the process has ended, with how (`exit code 0`, `signal
   * SIGKILL`), whoever ended it: a benchmark checks it between measurements,
   * since a server stopped by another process only shows as refused
   * connections. `npm start` ends with code 0 on SIGTERM and SIGINT.
   */
  readonly exited: Promise<string>;
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
}

/** `npm start`'s script, serving dist/ as built, without rebuilding it: how every suite starts the site. */
const startScript = { script: 'src/server/start.ts', args: ['--no-build'] } as const;

/** The same as a command line, for Playwright's web server (tests/playwright.config.ts). */
export const startCommand = ['node', '--import', 'tsx', startScript.script, ...startScript.args].join(' ');

const answers = (origin: string) =>
  fetch(`${origin}/`)
    .then((response) => response.ok)
    .catch(() => false);

/**
 * Starts a server (`npm start`'s by default, serving dist/ as built) and
 * resolves once it answers `/` with 200. Refuses a port something already
 * answers on: that would be tested instead, with its own headers and files.
 */
export async function startServer({ port, script = startScript.script, args = startScript.args, cwd = root, env = {} }: ServerOptions): Promise<Server> {
  const origin = originOf(port);
  if (await answers(origin)) throw new Error(`something already serves ${origin}: stop it, or set TEST_PORT to another base`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, script), ...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`)));
  const server = { origin, pid: child.pid, exited, stop: () => child.kill() };
  try {
    await untilReady(child, () => answers(origin), { timeout: conditionHangMs, what: `the server for ${origin}` });
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}

/**
 * A check to call between measurements, for a run that stops its servers
 * only at its end: it throws once one of them has ended, naming it, how it
 * ended and `during`. A server stopped from outside (a `pkill -f start.ts`
 * elsewhere, say) shows only as refused connections, which a benchmark
 * counts as errors and Lighthouse as failed audits.
 */
export function checkStillServing(servers: Readonly<Record<string, Server | undefined>>): (during: string) => void {
  const ended: string[] = [];
  for (const [name, server] of Object.entries(servers)) void server?.exited.then((how) => ended.push(`${name} (pid ${server.pid}) ended, ${how},`));
  return (during) => {
    if (ended.length === 0) return;
    throw new Error(
      `${ended.join('; ')} by the end of ${during}, and not by this run: what it measured since are refused connections. npm start ends with exit code 0 on SIGTERM or SIGINT, once the connections it is answering close; look for a process that stops servers by name.`,
    );
  };
}

/**
 * Resolves once a process that is starting says it is ready (`ready`, asked
 * every 100 ms: there is no event to wait for); fails when the process exits
 * first, or after `timeout` ms.
 */
export async function untilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  { timeout, what }: { readonly timeout: number; readonly what: string },
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (child.exitCode === null && Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(child.exitCode !== null ? `${what} exited (${child.exitCode}) before it was ready` : `${what} was not ready within ${timeout} ms`);
}
