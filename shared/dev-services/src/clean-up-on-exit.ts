// Services a process started must not outlive it: PostgreSQL runs detached (pg_ctl daemonises it), so
// a test run that ends, fails or is interrupted would otherwise leave a server and its folder behind.
// Each service registers a synchronous clean-up that runs when the process exits; on SIGINT, SIGTERM
// or SIGHUP it runs too, unless the program handles that signal itself (it then exits when it is done,
// and the exit hook runs). A SIGKILL cannot be caught: nothing can clean up after one.

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

/** Runs `cleanUp` (synchronous) when the process exits or is signalled; the returned function unregisters it. */
export function cleanUpOnExit(cleanUp: () => void): () => void {
  install();
  cleanUps.add(cleanUp);
  return () => void cleanUps.delete(cleanUp);
}
