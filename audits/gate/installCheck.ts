// Chromium's own requests, taken out of the page load the gate simulates.
//
// A page that links a web app manifest has Chromium fetch it at the load
// event, and then the icon it would install the app with; a page without an
// icon of its own has it ask for /favicon.ico. No script, style or image of
// the page asks for them and no paint waits for them. On a phone the load
// event comes after the first screen's photograph; on the loopback the gate
// measures on, it comes before the first paint, so whether these requests
// ended before the recorded paint is a race. Lantern takes every request
// that ended before the paint into its model of what the paint waited for:
// home's simulated LCP came out at 985 ms in a run where they ended after it
// and 1,210 ms where they ended before, from the same build (8 quiet runs:
// 978–1,272 ms). Without them, the same runs measure what the page asks for.
import type { Artifacts } from 'lighthouse';

type DevtoolsLog = Artifacts['DevtoolsLog'];
type TraceEvent = Artifacts['Trace']['traceEvents'][number];

interface SentRequest {
  requestId: string;
  type?: string;
  initiator?: { type?: string };
  request: { url: string };
}

/** Whether a request is the browser's own: the manifest, or anything no part of the page started, the page itself apart. */
const isBrowsersOwn = ({ type, initiator }: SentRequest) => type === 'Manifest' || (initiator?.type === 'other' && type !== 'Document');

/**
 * Takes the browser's own requests out of a run's artifacts, in place: out of
 * the DevTools log Lantern simulates from, and out of the trace the insights
 * read. Returns their URLs.
 */
export function withoutBrowsersOwnRequests(artifacts: Pick<Artifacts, 'DevtoolsLog' | 'Trace'>): string[] {
  const { log, ids, removed } = withoutInLog(artifacts.DevtoolsLog);
  artifacts.DevtoolsLog = log;
  artifacts.Trace.traceEvents = artifacts.Trace.traceEvents.filter((event: TraceEvent) => {
    const id = (event.args as { data?: { requestId?: unknown } } | undefined)?.data?.requestId;
    return typeof id !== 'string' || !ids.has(id);
  });
  return removed;
}

/** The log without the browser's own requests (every event of each), their ids and their URLs. */
function withoutInLog(log: DevtoolsLog): { log: DevtoolsLog; ids: Set<string>; removed: string[] } {
  const ids = new Set<string>();
  const removed: string[] = [];
  for (const entry of log) {
    if (entry.method !== 'Network.requestWillBeSent') continue;
    const sent = entry.params as unknown as SentRequest;
    // A redirect sends the same id again; the first decides.
    if (ids.has(sent.requestId) || !isBrowsersOwn(sent)) continue;
    ids.add(sent.requestId);
    removed.push(sent.request.url);
  }
  const kept = log.filter((entry) => {
    const id = (entry.params as { requestId?: unknown } | undefined)?.requestId;
    return typeof id !== 'string' || !ids.has(id);
  });
  return { log: kept, ids, removed };
}
