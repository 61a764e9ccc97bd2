import { pageLoadLog } from '../support/pageLoads.ts';
import { ports } from '../support/ports.ts';
import { startServer } from '../support/server.ts';

/** The production build, served once for every engine by the same script as `npm start`. */
export default async function setup(): Promise<() => void> {
  const server = await startServer({ port: ports.engines, env: { PAGE_LOAD_LOG: pageLoadLog('engines') } });
  return () => server.stop();
}
