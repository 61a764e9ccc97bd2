// A run Lighthouse could not record is repeated, within a bound, and never
// audited with an earlier page's trace: the files a gather run leaves, made by
// hand, and attempts that report their outcome at once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Recording, clearSavedRun, savedTrace, tracePath, untilRecorded } from './recording.ts';

describe('untilRecorded', () => {
  const attemptsOf = (outcomes: readonly Recording<string>[]) => {
    let calls = 0;
    const attempt = () => Promise.resolve(outcomes[calls++] ?? { unrecorded: 'NO_MORE_OUTCOMES' });
    return { attempt, calls: () => calls };
  };

  it('repeats an unrecorded run, saying why, and returns the first recorded one', async () => {
    const { attempt, calls } = attemptsOf([{ unrecorded: 'NO_NAVSTART', detail: 'no navigationStart' }, { unrecorded: 'NO_FCP' }, { recorded: 'run' }]);
    const warnings: string[] = [];
    await expect(untilRecorded('/terms · mobile', attempt, { attempts: 4, warn: (line) => warnings.push(line) })).resolves.toBe('run');
    expect(calls()).toBe(3);
    expect(warnings).toEqual([
      '/terms · mobile: Lighthouse could not record the run (NO_NAVSTART); running it again (attempt 2 of 4)',
      '/terms · mobile: Lighthouse could not record the run (NO_FCP); running it again (attempt 3 of 4)',
    ]);
  });

  it('fails after the bound, naming the page, the preset and the last reason', async () => {
    const { attempt, calls } = attemptsOf([{ unrecorded: 'NO_NAVSTART' }, { unrecorded: 'no trace saved', detail: 'ENOENT: no such file' }]);
    await expect(untilRecorded('/ai-terms · desktop', attempt, { attempts: 2, warn: () => {} })).rejects.toThrow(
      '/ai-terms · desktop: Lighthouse could not record the run in 2 attempts (last: no trace saved: ENOENT: no such file)',
    );
    expect(calls()).toBe(2);
  });
});

describe('savedTrace', () => {
  let dir: string;
  const trace = { traceEvents: [{ name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 0, dur: 10 }], metadata: {} };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-recording-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the trace a gather run saved', () => {
    writeFileSync(tracePath(dir), JSON.stringify(trace));
    expect(savedTrace(dir)).toEqual({ recorded: trace });
  });

  it('gives the page load error when the gather run saved no trace', () => {
    writeFileSync(join(dir, 'artifacts.json'), JSON.stringify({ PageLoadError: { sentinel: '__LighthouseErrorSentinel', code: 'NO_FCP' } }));
    writeFileSync(join(dir, 'pageLoadError-defaultPass.trace.json'), JSON.stringify(trace));
    const saved = savedTrace(dir);
    expect(saved).toMatchObject({ unrecorded: 'NO_FCP' });
    expect('detail' in saved && saved.detail).toContain('ENOENT');
  });

  it('reports a missing or cut-off trace instead of throwing', () => {
    expect(savedTrace(dir)).toMatchObject({ unrecorded: 'no trace saved' });
    writeFileSync(tracePath(dir), '{\n"traceEvents": [\n  {"name": "RunTask"}');
    expect(savedTrace(dir)).toMatchObject({ unrecorded: 'unreadable trace' });
    writeFileSync(tracePath(dir), '{"metadata": {}}');
    expect(savedTrace(dir)).toEqual({ unrecorded: 'unreadable trace', detail: 'no traceEvents' });
  });

  it("never reads the previous page's trace once the run is cleared", () => {
    writeFileSync(tracePath(dir), JSON.stringify(trace));
    writeFileSync(join(dir, 'artifacts.json'), JSON.stringify({ PageLoadError: { code: 'PAGE_HUNG' } }));
    clearSavedRun(dir);
    // The next gather saves no trace and no artifacts.
    expect(savedTrace(dir)).toMatchObject({ unrecorded: 'no trace saved' });
  });
});
