// A gate run has no input, so no layout shift is excused for following it.
import type { Artifacts } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { countEveryShift } from './layoutShifts.ts';

const shift = (hadRecentInput: boolean) => ({
  name: 'LayoutShift',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { score: 0.13, had_recent_input: hadRecentInput } },
});

describe('countEveryShift', () => {
  it('clears the input flag on every layout shift and touches nothing else', () => {
    const flagged = shift(true);
    const plain = shift(false);
    const other = { name: 'EventDispatch', ph: 'X', pid: 1, tid: 1, ts: 0, args: { data: { had_recent_input: true } } };
    const trace = { traceEvents: [flagged, plain, other] } as unknown as Artifacts['Trace'];
    expect(countEveryShift(trace)).toBe(1);
    expect(flagged.args.data.had_recent_input).toBe(false);
    expect(plain.args.data.had_recent_input).toBe(false);
    expect(other.args.data.had_recent_input).toBe(true);
  });
});
