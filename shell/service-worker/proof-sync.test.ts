import { describe, expect, it, vi } from 'vitest';

// The worker's global scope, as far as the sync handler uses it (in jsdom `self` is the window).
const posted: unknown[] = [];
const clients = { matchAll: vi.fn(async () => [{ postMessage: (message: unknown) => posted.push(message) }, { postMessage: (message: unknown) => posted.push(message) }]) };
Object.defineProperty(self, 'clients', { configurable: true, value: clients });
await import('./proof-sync');

function sync(tag: string): Promise<unknown> {
  let waited: Promise<unknown> = Promise.resolve('not waited');
  const event = Object.assign(new Event('sync'), { tag, waitUntil: (promise: Promise<unknown>) => void (waited = promise) });
  self.dispatchEvent(event);
  return waited;
}

describe('Background Sync of the proof queue', () => {
  it('wakes every open page of the app to flush (the page holds the token), and keeps the sync open until told', async () => {
    expect(await sync('momentum-proofs')).toBe(2);
    expect(posted).toEqual([{ type: 'momentum:flush-proofs' }, { type: 'momentum:flush-proofs' }]);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it("ignores another tag's sync", async () => {
    posted.length = 0;
    expect(await sync('something-else')).toBe('not waited');
    expect(posted).toEqual([]);
  });
});
