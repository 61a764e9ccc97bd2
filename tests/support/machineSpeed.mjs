// How fast this machine is, as one figure to print beside every timing: the same fixed, single-threaded
// workload as ../shared/tools/machine-speed.mjs (a floating-point loop, then SHA-256 over 512 MiB), so the
// two print comparable seconds. Lower is faster; machines of one kind were seen 2x apart.
import { createHash } from 'node:crypto';

/** Runs the workload and says how long it took, in the shared tool's words. */
export function machineSpeed() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 200_000_000; i++) x = (x + Math.sqrt(i) * 1.0000001) % 1e9;
  const looped = performance.now();
  const block = Buffer.alloc(64 * 1024 * 1024, 7);
  let digest = '';
  for (let k = 0; k < 8; k++) digest = createHash('sha256').update(block).digest('hex');
  const ended = performance.now();
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  // `x` and `digest` are read so that no engine can drop the work as unused.
  const used = x >= 0 && digest.length > 0 ? '' : '!';
  return `machine speed: ${s(ended - started)} s (loop ${s(looped - started)} s, sha256 of 512 MiB ${s(ended - looped)} s; lower is faster)${used}`;
}
