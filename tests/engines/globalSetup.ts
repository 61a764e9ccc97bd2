import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { enginesPort } from '../../src/node/engines.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The production build, served once for every engine by the same script as `npm start`. */
export default async function setup(): Promise<() => void> {
  const port = enginesPort();
  const server: ChildProcess = spawn(process.execPath, ['src/node/server/start.mjs', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  // Each attempt is a request the server answers or refuses at once; no timed wait.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: run \`npm run build\` first`);
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer on port ${port}`);
  }
  return () => server.kill();
}
