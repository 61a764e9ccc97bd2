// The processor time a step of `npm test` used, read from the kernel: each step runs in a control group
// (cgroup) of its own, which every process it starts stays in, the daemons that leave its process group
// included, so the kernel's count for the group is the step's whole cost. Creating a group needs write
// access to the hierarchy (root, in practice); elsewhere a step's time is not known and prints as such.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where this process's own CPU-accounting group is: cgroup v1's `cpuacct` hierarchy (its
 * `cpuacct.usage` counts nanoseconds), else the unified v2 hierarchy (`cpu.stat`'s `usage_usec`, which
 * v2 keeps whether or not the cpu controller is enabled).
 * @returns {{ dir: string, read: (dir: string) => number } | undefined} `read` gives CPU-seconds
 */
function ownGroup() {
  if (!existsSync('/proc/self/cgroup')) return undefined;
  const lines = readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  const v1 = lines.map((line) => line.split(':')).find(([, controllers]) => controllers?.split(',').includes('cpuacct'));
  const v1Root = ['/sys/fs/cgroup/cpuacct', '/sys/fs/cgroup/cpu,cpuacct'].find((dir) => existsSync(join(dir, 'cpuacct.usage')));
  if (v1 && v1Root) return { dir: join(v1Root, v1[2] ?? '/'), read: (dir) => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9 };
  const v2 = lines.find((line) => line.startsWith('0::'));
  const v2Root = ['/sys/fs/cgroup', '/sys/fs/cgroup/unified'].find((dir) => existsSync(join(dir, 'cgroup.controllers')));
  if (v2 && v2Root) {
    return {
      dir: join(v2Root, v2.slice(3)),
      read: (dir) => Number(/^usage_usec (\d+)$/m.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'))?.[1]) / 1e6,
    };
  }
  return undefined;
}

const own = ownGroup();

/**
 * A group for one step, below this process's own, or undefined where none can be made. Its `enter` is a
 * shell command that moves the shell running it into the group (prefix the step's command with it, so
 * that nothing the step starts runs outside); `seconds()` is the CPU time the group has used so far.
 * @param {string} name
 */
export function cpuGroup(name) {
  if (!own) return undefined;
  const dir = join(own.dir, `npm-test-${process.pid}-${name.replace(/[^\w-]/g, '_')}`);
  try {
    mkdirSync(dir);
    const probe = own.read(dir);
    if (!Number.isFinite(probe)) throw new Error(`unreadable CPU count in ${dir}`);
    writeFileSync(join(dir, 'cgroup.procs'), `${process.pid}\n`);
    writeFileSync(join(own.dir, 'cgroup.procs'), `${process.pid}\n`);
  } catch {
    // Not ours to write (a normal user), or not a hierarchy that counts CPU.
    try {
      rmdirSync(dir);
    } catch {
      // It was never made.
    }
    return undefined;
  }
  return {
    enter: `echo $$ > '${join(dir, 'cgroup.procs')}'`,
    seconds: () => own.read(dir),
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // A process is still in it; the kernel frees it with the last one.
      }
    },
  };
}
