import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs` in this process, never two runs at once; a failed run is logged and
 * the next one goes on. Every replica runs its own: the work itself must be safe side by side
 * (a lease, SKIP LOCKED).
 */
export function createIntervalJob(name: string, work: () => Promise<void>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  return {
    start(intervalMs: number): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = work()
          .catch((err: unknown) => log.error({ err }, `${name} failed`))
          .finally(() => (running = null));
      }, intervalMs);
      // A job never keeps a stopping process alive.
      timer.unref();
    },

    /** Stops and waits for a run in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
