// Hands Lighthouse's simulation the CPU time a task used instead of the wall
// time it took. Each top-level task in a Chromium trace carries `dur` (wall)
// and `tdur` (the thread's CPU time). Lantern, the simulation behind
// Lighthouse's mobile and desktop figures, takes a task's cost from `dur` and
// multiplies it by the preset's CPU slowdown, so a neighbour process that
// keeps the renderer off the core goes straight into TBT, FCP and LCP. CPU
// time is what the page itself cost: a neighbour can delay it, not add to it.
import { isScheduleableTask } from './lighthouseInsides.ts';

/** The fields of a trace event this rewrite reads and writes. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  [field: string]: unknown;
}

export interface Trace {
  traceEvents: TraceEvent[];
  [field: string]: unknown;
}

/** What the rewrite did, for the report. */
export interface CpuRewrite {
  /** The reference host's CPU-ms per one of this host's (tooling/hostSpeed.ts) that every task's CPU time was scaled by. */
  readonly scale: number;
  /** Top-level tasks whose cost became their CPU time. */
  readonly tasks: number;
  /** Top-level tasks without a CPU time, left at their wall time. */
  readonly withoutCpuTime: number;
  /** Wall time of all top-level tasks, and the CPU time that replaced it, in ms. */
  readonly wallMs: number;
  readonly cpuMs: number;
}

const isTopLevelTask = (event: TraceEvent) => event.ph === 'X' && Boolean(event.dur) && isScheduleableTask(event);

/**
 * Shrinks every top-level task to its CPU time on the reference host (this
 * host's CPU time × `scale`, tooling/hostSpeed.ts), in place. Everything the task
 * contains on its thread (nested slices, marks, begin and end events) shrinks
 * with it in proportion, so nesting holds and Lantern still finds the same
 * children (script evaluations, requests sent, timers, layouts) and draws
 * the same dependencies; only the cost of each task changes. Nothing outside
 * a task moves, so network timing is untouched.
 */
export function useCpuTime(trace: Trace, scale = 1): CpuRewrite {
  const threads = new Map<string, TraceEvent[]>();
  for (const event of trace.traceEvents) {
    const key = `${event.pid}:${event.tid}`;
    const thread = threads.get(key);
    if (thread) thread.push(event);
    else threads.set(key, [event]);
  }
  let tasks = 0;
  let withoutCpuTime = 0;
  let wallMs = 0;
  let cpuMs = 0;
  for (const events of threads.values()) {
    events.sort((a, b) => a.ts - b.ts);
    let index = 0;
    while (index < events.length) {
      const task = events[index];
      index += 1;
      if (!task || !isTopLevelTask(task) || task.dur === undefined) continue;
      const start = task.ts;
      const end = start + task.dur;
      wallMs += task.dur / 1000;
      if (task.tdur === undefined) {
        withoutCpuTime += 1;
        cpuMs += task.dur / 1000;
        while (index < events.length && (events[index]?.ts ?? end) < end) index += 1;
        continue;
      }
      // A task is never lengthened past the time that passed: on a host faster than the reference the
      // tasks keep their wall time, and rounding can make CPU time read longer than wall time.
      const factor = Math.min(1, (task.tdur * scale) / task.dur);
      for (; index < events.length; index += 1) {
        const inner = events[index];
        if (!inner || inner.ts >= end) break;
        inner.ts = start + (inner.ts - start) * factor;
        if (inner.dur !== undefined) inner.dur *= factor;
      }
      task.dur *= factor;
      tasks += 1;
      cpuMs += task.dur / 1000;
    }
  }
  return { scale, tasks, withoutCpuTime, wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}
