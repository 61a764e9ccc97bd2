// The servers the tests start in the background (nginx, wrangler) and find
// again by a pid file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Whether a process (or, with a negative id, any process of that group) still runs. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The process a pid file names, if it still runs and its command line is the
 * one expected: a pid file left by a process killed outright may name a pid
 * since given to another process.
 */
export function runningFromPidFile(pidFile: string, isOurs: (commandLine: string) => boolean): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  const commandLine = spawnSync('ps', ['-p', String(pid), '-o', 'args='], { encoding: 'utf8' }).stdout;
  return isOurs(commandLine) ? pid : undefined;
}
