import { ports } from '../../tooling/ports.ts';
import { startServer } from '../../tooling/server.ts';

/** The production build, served once for every engine by the same script as `npm start`. */
export default async function setup(): Promise<() => void> {
  const server = await startServer({ port: ports.engines });
  return () => server.stop();
}
