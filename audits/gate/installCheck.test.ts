// The browser's own requests leave the run, every event of each, in both the
// DevTools log and the trace; the page's own requests stay whole.
import type { Artifacts } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { withoutBrowsersOwnRequests } from './installCheck.ts';

const sent = (requestId: string, url: string, type: string, initiator: string) => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, type, initiator: { type: initiator }, request: { url } },
});
const finished = (requestId: string) => ({ method: 'Network.loadingFinished', params: { requestId } });
const traced = (requestId: string) => ({ name: 'ResourceFinish', ph: 'I', pid: 1, tid: 1, ts: 0, args: { data: { requestId } } });

function run() {
  const log = [
    sent('doc', 'http://site/', 'Document', 'other'),
    finished('doc'),
    sent('1.2', 'http://site/boot.js', 'Script', 'parser'),
    finished('1.2'),
    sent('1.3', 'http://site/manifest.webmanifest', 'Manifest', 'parser'),
    finished('1.3'),
    sent('1.4', 'http://site/pwa-192x192.png', 'Other', 'other'),
    { method: 'Network.responseReceived', params: { requestId: '1.4' } },
    finished('1.4'),
    { method: 'Page.loadEventFired', params: { timestamp: 1 } },
  ];
  const traceEvents = [traced('doc'), traced('1.2'), traced('1.3'), traced('1.4'), { name: 'Layout', ph: 'X', pid: 1, tid: 1, ts: 0, args: {} }];
  return { DevtoolsLog: log, Trace: { traceEvents } } as unknown as Pick<Artifacts, 'DevtoolsLog' | 'Trace'>;
}

describe('withoutBrowsersOwnRequests', () => {
  it("takes out the manifest and the install check's icon, and nothing the page asked for", () => {
    const artifacts = run();
    expect(withoutBrowsersOwnRequests(artifacts)).toEqual(['http://site/manifest.webmanifest', 'http://site/pwa-192x192.png']);
    const ids = artifacts.DevtoolsLog.map((entry) => (entry.params as { requestId?: string }).requestId);
    expect(ids).toEqual(['doc', 'doc', '1.2', '1.2', undefined]);
    const traceIds = artifacts.Trace.traceEvents.map((event) => (event.args as { data?: { requestId?: string } }).data?.requestId);
    expect(traceIds).toEqual(['doc', '1.2', undefined]);
  });

  it('keeps a page with no manifest as it was', () => {
    const artifacts = run();
    artifacts.DevtoolsLog = artifacts.DevtoolsLog.slice(0, 4);
    const before = JSON.stringify(artifacts.DevtoolsLog);
    expect(withoutBrowsersOwnRequests(artifacts)).toEqual([]);
    expect(JSON.stringify(artifacts.DevtoolsLog)).toBe(before);
  });
});
