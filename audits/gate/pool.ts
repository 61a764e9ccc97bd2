// Several pages gated at once, each in a process of its own. A Lighthouse run
// spends most of its time waiting on the network it simulates, throttled as
// DevTools throttles it (./measure.ts), and every figure the gate judges comes
// from CPU time, so runs side by side do not change a verdict: they only stop
// the machine idling. Each worker is a process, not a thread, for two reasons:
// Lighthouse keeps state in module globals (its log, the trace engine), so two
// runs must not share a module graph, and the host's speed is timed by the
// process's CPU time (tooling/hostSpeed.ts), which a second run's thread would add to.
import { cores } from '../../tooling/cores.mjs';
import workerpool from 'workerpool';
import type { GateOptions, Verdict } from './gate.ts';

/** A page to gate, without what each worker owns: its browser's port and its artifacts folder. */
export type PooledGate = Omit<GateOptions, 'port' | 'artifactsDir'>;

export interface GatePool {
  gate(options: PooledGate): Promise<Verdict>;
  close(): Promise<void>;
}

/**
 * Two processes per core by default: a run waits more than it computes (the
 * audit kept 41-60 % of one core busy, one page at a time), so two per core
 * keep the cores working without a queue for the processor.
 */
export function gatePool(size = 2 * cores()): GatePool {
  const pool = workerpool.pool(new URL('./poolWorker.ts', import.meta.url).pathname, {
    workerType: 'process',
    maxWorkers: size,
    // The worker is TypeScript, run as every script here is: through tsx.
    forkOpts: { execArgv: ['--import', 'tsx'] },
  });
  return {
    gate: (options) => pool.exec('gate', [options]) as Promise<Verdict>,
    // Not forced: each worker's own handler closes its browser first (./poolWorker.ts).
    close: async () => {
      await pool.terminate();
    },
  };
}
