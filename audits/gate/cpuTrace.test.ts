// The trace rewrite on a hand-made trace: a task becomes its CPU time, its
// contents shrink with it, and nothing outside a task moves.
import { describe, expect, it } from 'vitest';
import { type TraceEvent, useCpuTime } from './cpuTrace.ts';

const slice = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', pid: 1, tid: 7, ts, dur, ...extra });

describe('useCpuTime', () => {
  it('shrinks a task to its CPU time and its contents in proportion', () => {
    const task = slice('RunTask', 1_000, 40_000, { tdur: 10_000 });
    const child = slice('FunctionCall', 21_000, 8_000);
    const mark = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 7, ts: 33_000 };
    const after = slice('RunTask', 50_000, 2_000, { tdur: 2_000 });
    const report = useCpuTime({ traceEvents: [task, child, mark, after] });
    expect(task).toMatchObject({ ts: 1_000, dur: 10_000 });
    expect(child).toMatchObject({ ts: 6_000, dur: 2_000 });
    expect(mark.ts).toBe(9_000);
    expect(after).toMatchObject({ ts: 50_000, dur: 2_000 });
    expect(report).toEqual({ scale: 1, tasks: 2, withoutCpuTime: 0, wallMs: 42, cpuMs: 12 });
  });

  it('leaves a task without a CPU time, and other threads, as they were', () => {
    const task = slice('RunTask', 0, 30_000);
    const child = slice('Layout', 10_000, 5_000);
    const otherThread = slice('RunTask', 5_000, 30_000, { tid: 8, tdur: 3_000 });
    const report = useCpuTime({ traceEvents: [task, child, otherThread] });
    expect(task).toMatchObject({ ts: 0, dur: 30_000 });
    expect(child).toMatchObject({ ts: 10_000, dur: 5_000 });
    expect(otherThread).toMatchObject({ ts: 5_000, dur: 3_000 });
    expect(report).toMatchObject({ tasks: 1, withoutCpuTime: 1 });
  });

  it("scales CPU time to the reference host's, and never past the time that passed", () => {
    const task = slice('RunTask', 0, 40_000, { tdur: 20_000 });
    const child = slice('Layout', 20_000, 10_000);
    const fast = slice('RunTask', 50_000, 10_000, { tdur: 9_000 });
    const report = useCpuTime({ traceEvents: [task, child, fast] }, 0.5);
    expect(task).toMatchObject({ ts: 0, dur: 10_000 });
    expect(child).toMatchObject({ ts: 5_000, dur: 2_500 });
    expect(fast.dur).toBe(4_500);
    expect(report).toMatchObject({ scale: 0.5, cpuMs: 15 });
    const slowHost = slice('RunTask', 0, 10_000, { tdur: 8_000 });
    useCpuTime({ traceEvents: [slowHost] }, 2);
    expect(slowHost.dur).toBe(10_000);
  });

  it('never lengthens a task whose CPU time reads longer than its wall time', () => {
    const task = slice('RunTask', 0, 10_000, { tdur: 10_400 });
    useCpuTime({ traceEvents: [task] });
    expect(task.dur).toBe(10_000);
  });
});
