import { createServer, request } from 'node:http';
import type { Socket } from 'node:net';
import { conditionHangMs } from '../../../tooling/hangs.ts';
import { originOf } from '../../../tooling/ports.ts';

/**
 * What the origin does: pass everything to the site, answer the app's own
 * code with 404 (a blocked script, an integrity mismatch: the app never
 * starts), answer boot.js with 404 (a failed request, a proxy that strips
 * scripts: no script of the site runs, with scripting on), or drop every
 * connection (the visitor is offline).
 */
type OriginMode = 'online' | 'app-blocked' | 'boot-blocked' | 'offline';

export interface SwitchableOrigin {
  readonly origin: string;
  /** Runs `body` with the origin in `mode`, then puts it back online, whatever `body` did. */
  during(mode: OriginMode, body: () => Promise<void>): Promise<void>;
  /** Runs `body` with every request for a path `held` matches left unanswered; `asked` settles when the first arrives. */
  holding(held: RegExp, body: (asked: Promise<void>) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The app's code: every script under /assets/ (boot.js, the starter, is not blocked). */
const appCode = /^\/assets\/.+\.js(\?|$)/;
/** The page's only script tag, which starts the app and carries out invoker commands where browsers lack them. */
const bootScript = /^\/boot\.js(\?|$)/;

/**
 * A front for the suite's server on a port of its own, which a test switches
 * between online, app-blocked, boot-blocked and offline. Drivers without request
 * interception (WebDriver classic) get the same conditions as those with it,
 * and each engine gets its own origin, so service workers never meet.
 */
export async function switchableOrigin(target: string, port: number): Promise<SwitchableOrigin> {
  let mode: OriginMode = 'online';
  let hold: { readonly held: RegExp; readonly arrived: () => void } | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((incoming, outgoing) => {
    if (mode === 'offline') {
      incoming.socket.destroy();
      return;
    }
    const blocked = mode === 'app-blocked' ? appCode : mode === 'boot-blocked' ? bootScript : undefined;
    if (blocked?.test(incoming.url ?? '')) {
      outgoing.writeHead(404, { 'Content-Type': 'text/plain' }).end('blocked by the test');
      return;
    }
    // Never answered: its connection closes with the page that asked, or with this server.
    if (hold?.held.test(incoming.url ?? '')) {
      hold.arrived();
      return;
    }
    const upstream = request(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (response) => {
      outgoing.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const setMode = (next: OriginMode) => {
    mode = next;
    // Keep-alive connections opened while online would otherwise still carry requests.
    if (next === 'offline') for (const socket of sockets) socket.destroy();
  };
  return {
    origin: originOf(port),
    async during(next, body) {
      setMode(next);
      await body().finally(() => setMode('online'));
    },
    async holding(held, body) {
      let bound: NodeJS.Timeout | undefined;
      const asked = new Promise<void>((arrived, fail) => {
        hold = { held, arrived };
        const what = `no request for ${String(held)} arrived (not within the ${conditionHangMs / 1000} s hang bound)`;
        bound = setTimeout(() => fail(new Error(what)), conditionHangMs);
      });
      await body(asked).finally(() => {
        clearTimeout(bound);
        hold = undefined;
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
