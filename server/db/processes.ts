// Small facts about processes and system calls that the embedded PostgreSQL code asks in several places.
import { readFileSync } from 'node:fs';

/** kill(pid, 0) succeeds, or the process exists but is not ours to signal; zombies count as dead. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
  // A zombie (exited, not yet reaped: common under a container's PID 1) answers kill(0) but is gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

export function isErrno(error: unknown, ...codes: string[]): boolean {
  return (
    typeof error === 'object' && error !== null && codes.includes((error as NodeJS.ErrnoException).code ?? '')
  );
}
