import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@momentum/app-kit/session';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';
import { droppedProofMessage, startProofFlusher } from './proof-flusher';

// The queue itself (IndexedDB, the lock, the sending) is tested in @momentum/api-client and in
// Chromium (e2e/tests/offline-proof.spec.ts); here it is a list of waiting proofs the test controls.
interface Waiting {
  targetId: string;
  owner: string;
  title: string;
}
const queue = vi.hoisted(() => ({
  waiting: [] as Waiting[],
  /** What a flush does with each entry of the owner: 'sent', 'kept' or a refusal message. */
  outcome: 'sent' as string,
  flushedAs: [] as Array<string | null>,
  listeners: new Set<() => void>(),
}));

vi.mock('@momentum/api-client/proof-queue', async () => {
  const names = await import('@momentum/api-client/proof-queue/names');
  const { ownerOf } = await import('@momentum/api-client/token-owner');
  class ProofDroppedError extends Error {
    constructor(
      readonly entry: Waiting,
      message: string,
    ) {
      super(message);
    }
  }
  const changed = () => queue.listeners.forEach((listener) => listener());
  return {
    ...names,
    ownerOf,
    ProofDroppedError,
    onProofQueueChange: (listener: () => void) => {
      queue.listeners.add(listener);
      return () => queue.listeners.delete(listener);
    },
    proofQueue: {
      pending: async (owner: string | null) => queue.waiting.filter((entry) => entry.owner === owner),
      flush: async (owner: () => string | null) => {
        queue.flushedAs.push(owner());
        const mine = queue.waiting.filter((entry) => entry.owner === owner());
        if (queue.outcome === 'kept') return { sent: [], dropped: [], waiting: mine.length };
        queue.waiting = queue.waiting.filter((entry) => entry.owner !== owner());
        changed();
        if (queue.outcome === 'sent') return { sent: mine, dropped: [], waiting: 0 };
        return { sent: [], dropped: mine.map((entry) => new ProofDroppedError(entry, queue.outcome)), waiting: 0 };
      },
    },
  };
});

const token = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: 1 })).replace(/=+$/, '')}.s`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

let stop: (() => void) | undefined;
beforeEach(() => {
  queue.waiting = [];
  queue.outcome = 'sent';
  queue.flushedAs = [];
  queue.listeners.clear();
  useSessionStore.setState({ token: token('user-a') });
  online(true);
});
afterEach(() => stop?.());

describe('the proof flusher', () => {
  it("shows the signed-in user's waiting proofs and, offline, sends nothing until the connection returns", async () => {
    online(false);
    queue.outcome = 'sent';
    queue.waiting = [
      { targetId: 'm1', owner: 'user-a', title: '물 마시기' },
      { targetId: 'm2', owner: 'user-b', title: '남의 것' },
    ];
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    stop = startProofFlusher(client, vi.fn());
    await settle();
    expect(client.getQueryData(PENDING_PROOFS_KEY)).toEqual(['m1']);
    expect(queue.flushedAs).toEqual([]);

    online(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    expect(queue.flushedAs).toEqual(['user-a']);
    expect(client.getQueryData(PENDING_PROOFS_KEY)).toEqual([]);
    // The proof left the queue: the screens refetch.
    expect(invalidate).toHaveBeenCalled();
    // Another user's proof stays on the device for them.
    expect(queue.waiting.map((entry) => entry.targetId)).toEqual(['m2']);
  });

  it('flushes at start, and again for the new user when another signs in (never for a renewed token alone)', async () => {
    queue.outcome = 'kept';
    stop = startProofFlusher(new QueryClient(), vi.fn());
    await settle();
    expect(queue.flushedAs).toEqual(['user-a']);
    useSessionStore.setState({ token: token('user-a') + 'renewed' });
    await settle();
    expect(queue.flushedAs).toEqual(['user-a']);
    useSessionStore.setState({ token: token('user-b') });
    await settle();
    await settle();
    expect(queue.flushedAs).toEqual(['user-a', 'user-b']);
  });

  it('sends nothing signed out', async () => {
    useSessionStore.setState({ token: null });
    stop = startProofFlusher(new QueryClient(), vi.fn());
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(queue.flushedAs).toEqual([]);
  });

  it('tells the user, in Korean, which proof the server refused for good and why', async () => {
    queue.outcome = '인증 가능한 시간이 지났습니다.';
    queue.waiting = [{ targetId: 'm1', owner: 'user-a', title: '물 마시기' }];
    const alertUser = vi.fn();
    stop = startProofFlusher(new QueryClient(), alertUser);
    await settle();
    await settle();
    expect(alertUser).toHaveBeenCalledWith("업로드 대기 중이던 '물 마시기' 인증 사진을 올리지 못해 삭제했습니다. 인증 가능한 시간이 지났습니다.");
  });

  it('flushes when the service worker relays a Background Sync', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    try {
      queue.outcome = 'kept';
      stop = startProofFlusher(new QueryClient(), vi.fn());
      await settle();
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'momentum:flush-proofs' } }));
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
      await settle();
      expect(queue.flushedAs).toEqual(['user-a', 'user-a']);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('droppedProofMessage', () => {
  it('names the proof and gives the reason', () => {
    expect(droppedProofMessage({ entry: { title: '한라산 등반' }, message: '이미 완료된 버킷리스트입니다.' } as never)).toBe(
      "업로드 대기 중이던 '한라산 등반' 인증 사진을 올리지 못해 삭제했습니다. 이미 완료된 버킷리스트입니다.",
    );
  });
});
