// Reads the app's clock, not Date.now() as LocalStore does, so tests move past a window.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../http/clock.js';

interface Window {
  count: number;
  startedAt: number;
  timeWindow: number;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

export function clockedMemoryStore(clock: Clock): FastifyRateLimitStoreCtor {
  class ClockedMemoryStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();
    private lastSweep = clock();

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      this.sweep(now, timeWindow);
      let window = this.windows.get(key);
      if (!window || window.startedAt + window.timeWindow <= now) {
        window = { count: 0, startedAt: now, timeWindow };
        this.windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.startedAt + window.timeWindow - now });
    }

    read(key: string, callback: Callback): void {
      const now = clock();
      const window = this.windows.get(key);
      if (!window || window.startedAt + window.timeWindow <= now) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: window.count, ttl: window.startedAt + window.timeWindow - now });
    }

    child(): FastifyRateLimitStore {
      return new ClockedMemoryStore();
    }

    // Without this, every key ever seen would stay until the process ends.
    private sweep(now: number, timeWindow: number): void {
      if (now - this.lastSweep < timeWindow) return;
      this.lastSweep = now;
      for (const [key, window] of this.windows) {
        if (window.startedAt + window.timeWindow <= now) this.windows.delete(key);
      }
    }
  }
  return ClockedMemoryStore;
}
