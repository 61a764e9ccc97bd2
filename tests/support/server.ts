import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';

interface ServerOptions {
  /** The Node script that serves, and its arguments. */
  readonly script: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Where it answers once it is up. */
  readonly origin: string;
  readonly timeout: number;
}

/** Resolves once `origin` answers `/` with 200, polling until `timeout`. */
export async function waitUntilServing(origin: string, timeout: number): Promise<void> {
  await expect
    .poll(
      async () =>
        fetch(`${origin}/`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout },
    )
    .toBe(200);
}

/** Starts a Node server of a test's own and resolves once it answers `/` with 200. Kill the returned process when done. */
export async function startServer({ script, args, cwd, env = process.env, origin, timeout }: ServerOptions): Promise<ChildProcess> {
  const server = spawn(process.execPath, [script, ...args], { cwd, env, stdio: 'ignore' });
  await waitUntilServing(origin, timeout);
  return server;
}
