// How many cores' worth of processor this process may use: the machine's
// cores, or fewer where a CPU quota of its control group (cgroup v2's
// cpu.max, v1's cpu.cfs_quota_us, on the group or any group above it) says
// so. Node's availableParallelism() reads the cores and the affinity mask, not
// a v1 quota: under `slower-machine 1` (a v1 quota of one core) it still gave 2.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

/** @param {string} path @returns {string | undefined} */
const read = (path) => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** The quota, in cores, of a cgroup folder and every folder above it to `top`: the least. @param {string} top @param {string} group @param {(folder: string) => number | undefined} quotaOf */
function leastQuota(top, group, quotaOf) {
  let least = Number.POSITIVE_INFINITY;
  for (let folder = join(top, group); folder.startsWith(top); folder = dirname(folder)) {
    least = Math.min(least, quotaOf(folder) ?? Number.POSITIVE_INFINITY);
    if (folder === top) break;
  }
  return least;
}

/** @returns {number} */
export function cores() {
  const groups = (read('/proc/self/cgroup') ?? '').split('\n').map((line) => line.split(':'));
  const v1 = groups.find(([, controllers]) => controllers?.split(',').includes('cpu'))?.[2];
  const v2 = groups.find(([id, controllers]) => id === '0' && controllers === '')?.[2];
  const quota = Math.min(
    v1 === undefined
      ? Number.POSITIVE_INFINITY
      : leastQuota('/sys/fs/cgroup/cpu', v1, (folder) => {
          const us = Number(read(join(folder, 'cpu.cfs_quota_us')));
          const period = Number(read(join(folder, 'cpu.cfs_period_us')));
          return us > 0 && period > 0 ? us / period : undefined;
        }),
    v2 === undefined
      ? Number.POSITIVE_INFINITY
      : leastQuota('/sys/fs/cgroup', v2, (folder) => {
          const [max, period] = (read(join(folder, 'cpu.max')) ?? 'max').split(' ');
          return max !== 'max' && Number(period) > 0 ? Number(max) / Number(period) : undefined;
        }),
  );
  return Math.max(1, Math.min(availableParallelism(), Math.floor(quota)));
}
