// Services a process started must not outlive it (pg_ctl daemonises PostgreSQL): each registers a
// synchronous clean-up run at exit, and on SIGINT/SIGTERM/SIGHUP unless the program handles the signal
// itself. Nothing can clean up after a SIGKILL.

const cleanUps = new Set<() => void>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let installed = false;

function runAll(): void {
  for (const cleanUp of [...cleanUps]) {
    cleanUps.delete(cleanUp);
    try {
      cleanUp();
    } catch {
      // best effort: the process is going away
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', runAll);
  for (const signal of SIGNALS) {
    const onSignal = () => {
      // Someone else handles this signal (and will exit): leave the order of things to them.
      if (process.listenerCount(signal) > 1) return;
      runAll();
      // Die of the signal as the process would have without this hook.
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

export function cleanUpOnExit(cleanUp: () => void): () => void {
  install();
  cleanUps.add(cleanUp);
  return () => void cleanUps.delete(cleanUp);
}
