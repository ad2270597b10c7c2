import type { FastifyBaseLogger } from 'fastify';

/** Never two runs at once. Every replica runs its own: the work must be safe side by side (lease, SKIP LOCKED). */
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

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
