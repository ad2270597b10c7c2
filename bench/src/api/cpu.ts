// CPU time the server side spent, read from /proc: the API process and, on PostgreSQL, the cluster's
// backends. On a machine shared with other work, req/s and latency say how busy the machine was;
// CPU milliseconds per request say what one request costs, whatever else is running.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * utime + stime of the processes, plus cutime + cstime (their children that exited and were reaped), in
 * seconds. Read the process list anew for each reading (withChildren): a PostgreSQL backend that exits
 * between two readings (the pool closes idle connections) then moves its CPU into the postmaster's
 * cutime instead of vanishing from the sum, and one started in between is counted from zero.
 */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = stat(pid);
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** The process and its direct children (PostgreSQL: the postmaster and its backends). */
export function withChildren(pid: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => stat(child)?.[1] === String(pid));
  return [pid, ...children];
}
