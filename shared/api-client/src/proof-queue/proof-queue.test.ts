import { describe, expect, it } from 'vitest';
import { createProofQueue, ProofDroppedError, type ProofInput, type SendProofEntry } from './proof-queue';
import type { ProofEntry } from './proof-entry';
import type { ProofStore } from './proof-store';

/** An axios-shaped failure: a status when the server answered, none when it was never reached. */
function failure(status: number | null, message = '실패', code = 'SOMETHING') {
  return Object.assign(new Error(message), { isAxiosError: true, response: status === null ? undefined : { status, data: { message, code } } });
}

function memoryStore(): ProofStore & { entries: Map<string, ProofEntry> } {
  const entries = new Map<string, ProofEntry>();
  return {
    entries,
    put: async (entry) => void entries.set(entry.key, structuredClone(entry)),
    get: async (key) => entries.get(key),
    remove: async (key) => void entries.delete(key),
    all: async () => [...entries.values()].sort((a, b) => a.takenAt.localeCompare(b.takenAt)),
  };
}

/** A lock like Web Locks: one task at a time, in order. */
function serialLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

function setup(answers: Array<'ok' | ReturnType<typeof failure>> = []) {
  const store = memoryStore();
  const sent: Array<{ key: string; targetId: string; photo: string; storedBeforeSend: boolean }> = [];
  let keys = 0;
  let kept = 0;
  let changes = 0;
  const send: SendProofEntry = async (entry) => {
    sent.push({ key: entry.key, targetId: entry.targetId, photo: await entry.photo.text(), storedBeforeSend: store.entries.has(entry.key) });
    const answer = answers.shift() ?? 'ok';
    if (answer !== 'ok') throw answer;
  };
  const queue = createProofQueue({
    store,
    send,
    exclusive: serialLock(),
    changed: () => void (changes += 1),
    kept: () => void (kept += 1),
    newKey: () => `key-${++keys}`,
  });
  return { queue, store, sent, kept: () => kept, changes: () => changes };
}

const input = (over: Partial<ProofInput> = {}): ProofInput => ({
  kind: 'moment',
  endpoint: { method: 'PATCH', path: '/api/bucket/moments/:id' },
  targetId: 'm1',
  owner: 'user-a',
  title: '물 2리터 마시기',
  photo: new Blob(['photo-bytes'], { type: 'image/png' }),
  fileName: 'proof.png',
  fileType: 'image/png',
  takenAt: '2026-11-24T14:50:00.000Z',
  ...over,
});

describe('proof queue: submit', () => {
  it('saves the entry before sending it, and deletes it once the server has it', async () => {
    const { queue, store, sent } = setup(['ok']);
    await expect(queue.submit(input())).resolves.toBe('sent');
    expect(sent).toEqual([{ key: 'key-1', targetId: 'm1', photo: 'photo-bytes', storedBeforeSend: true }]);
    expect(store.entries.size).toBe(0);
  });

  it.each([
    ['no answer (offline, aborted)', null, undefined],
    ['a 5xx', 503, undefined],
    ['409: the same key still in progress', 409, 'PROOF_IN_PROGRESS'],
    ['401: the token to renew', 401, undefined],
  ])('keeps the photo and the request after %s, and asks for a sync', async (_, status, code) => {
    const { queue, store, kept } = setup([failure(status, '실패', code)]);
    await expect(queue.submit(input())).resolves.toBe('queued');
    const [entry] = store.entries.values();
    expect(entry).toMatchObject({ key: 'key-1', attempts: 1, owner: 'user-a', takenAt: '2026-11-24T14:50:00.000Z', fileName: 'proof.png' });
    expect(await entry!.photo.text()).toBe('photo-bytes');
    expect(kept()).toBe(1);
  });

  it.each([404, 400, 403, 422, 409])('drops it with the server message on a %i that can never succeed', async (status) => {
    const { queue, store } = setup([failure(status, '인증 가능한 시간이 지났습니다.', 'NOT_ELIGIBLE')]);
    const result = queue.submit(input());
    await expect(result).rejects.toBeInstanceOf(ProofDroppedError);
    await expect(result).rejects.toThrow('인증 가능한 시간이 지났습니다.');
    expect(store.entries.size).toBe(0);
  });
});

describe('proof queue: a device that cannot save', () => {
  it('sends the proof once without the queue, and a failure reaches the screen as the upload error', async () => {
    const { queue, store, sent } = setup(['ok', failure(null)]);
    store.put = async () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    await expect(queue.submit(input())).resolves.toBe('sent');
    const failed = queue.submit(input());
    await expect(failed).rejects.toMatchObject({ isAxiosError: true });
    expect(sent.map((s) => s.storedBeforeSend)).toEqual([false, false]);
  });
});

describe('proof queue: flush', () => {
  it('sends each waiting proof with its own key, once, and reports what it sent', async () => {
    const { queue, store, sent } = setup([failure(null), failure(null), 'ok', 'ok']);
    await queue.submit(input({ targetId: 'm1', takenAt: '2026-11-24T10:00:00.000Z' }));
    await queue.submit(input({ targetId: 'm2', takenAt: '2026-11-24T11:00:00.000Z', kind: 'bucket' }));
    const report = await queue.flush(() => 'user-a');
    expect(report.sent.map((entry) => entry.targetId)).toEqual(['m1', 'm2']);
    expect(report.waiting).toBe(0);
    // Each retry reuses the key of its first attempt.
    expect(sent.map((s) => `${s.targetId}:${s.key}`)).toEqual(['m1:key-1', 'm2:key-2', 'm1:key-1', 'm2:key-2']);
    expect(store.entries.size).toBe(0);
    // A second flush finds nothing to send.
    await queue.flush(() => 'user-a');
    expect(sent).toHaveLength(4);
  });

  it("never sends another user's proof, nor any once signed out, and keeps them for their owner", async () => {
    const { queue, store, sent } = setup([failure(null)]);
    await queue.submit(input({ owner: 'user-a' }));
    expect(await queue.flush(() => 'user-b')).toEqual({ sent: [], dropped: [], waiting: 0 });
    expect(await queue.flush(() => null)).toEqual({ sent: [], dropped: [], waiting: 0 });
    expect(sent).toHaveLength(1);
    expect(store.entries.size).toBe(1);
    expect(await queue.pending('user-b')).toEqual([]);
    expect((await queue.pending('user-a')).map((entry) => entry.targetId)).toEqual(['m1']);
    expect((await queue.flush(() => 'user-a')).sent).toHaveLength(1);
  });

  it('drops what the server refuses for good and keeps what failed for now', async () => {
    const { queue, store } = setup([failure(null), failure(null), failure(404, '존재하지 않는 모멘트입니다.'), failure(502)]);
    await queue.submit(input({ targetId: 'gone', takenAt: '2026-11-24T10:00:00.000Z' }));
    await queue.submit(input({ targetId: 'later', takenAt: '2026-11-24T11:00:00.000Z' }));
    const report = await queue.flush(() => 'user-a');
    expect(report.dropped.map((error) => [error.entry.targetId, error.message])).toEqual([['gone', '존재하지 않는 모멘트입니다.']]);
    expect(report.waiting).toBe(1);
    expect([...store.entries.values()].map((entry) => [entry.targetId, entry.attempts])).toEqual([['later', 2]]);
  });

  it('a submit waiting behind a flush that already sent its entry does not send it again', async () => {
    const { queue, sent } = setup(['ok']);
    // The flush holds the lock first; the submit's entry is in the store by the time the flush reads it.
    const submitted = queue.submit(input());
    const flushed = queue.flush(() => 'user-a');
    await expect(submitted).resolves.toBe('sent');
    await flushed;
    expect(sent).toHaveLength(1);
  });
});
