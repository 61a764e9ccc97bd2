// A run Lighthouse could not record is repeated, within a bound, and never
// audited with an earlier page's trace: the files a gather run leaves, written
// by Lighthouse's own writer, and attempts that report their outcome at once.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SavedArtifacts, writeSavedArtifacts } from './lighthouseInsides.ts';
import { type Recording, clearSavedRun, savedRun, untilRecorded } from './recording.ts';

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

describe('savedRun', () => {
  let dir: string;
  const trace = { traceEvents: [{ name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 0, dur: 10 }], metadata: {} };
  /** What a gather run saves, written by Lighthouse's own writer, so the names are the installed release's. */
  const save = (artifacts: Record<string, unknown>) => writeSavedArtifacts(artifacts as unknown as SavedArtifacts, dir);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-recording-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the artifacts and the trace a gather run saved', async () => {
    await save({ Trace: trace, DevtoolsLog: [], PageLoadError: null });
    const saved = savedRun(dir);
    expect('recorded' in saved && saved.recorded.Trace).toEqual(trace);
  });

  it('gives the page load error when the page did not load', async () => {
    await save({
      TraceError: trace,
      DevtoolsLogError: [],
      PageLoadError: { sentinel: '__LighthouseErrorSentinel', code: 'NO_FCP', message: 'The page did not paint' },
    });
    expect(savedRun(dir)).toEqual({ unrecorded: 'NO_FCP' });
  });

  it('reports nothing saved, a missing trace or a cut-off file instead of throwing', async () => {
    expect(savedRun(dir)).toMatchObject({ unrecorded: 'nothing saved' });
    await save({ DevtoolsLog: [], PageLoadError: null });
    expect(savedRun(dir)).toEqual({ unrecorded: 'no trace saved' });
    await save({ Trace: trace, DevtoolsLog: [], PageLoadError: null });
    const [traceFile] = readdirSync(dir).filter((name) => name.includes('trace'));
    writeFileSync(join(dir, traceFile ?? 'missing'), '{\n"traceEvents": [\n  {"name": "RunTask"}');
    expect(savedRun(dir)).toMatchObject({ unrecorded: 'nothing saved' });
  });

  it("never reads the previous page's trace once the run is cleared", async () => {
    await save({ Trace: trace, DevtoolsLog: [], PageLoadError: null });
    clearSavedRun(dir);
    // The next gather saves no trace and no artifacts.
    expect(savedRun(dir)).toMatchObject({ unrecorded: 'nothing saved' });
  });
});
