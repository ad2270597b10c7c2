import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, newDraft, readRememberedBucketId, rememberBucketId, saveDraft } from './draft-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const id = '0b6f0c1e-1111-4222-8333-444455556666';

describe('moment draft storage', () => {
  it('writes momentConfig-{bucketId} to both storages and reads it back', () => {
    const draft = { ...newDraft(id, 'auto', Date.parse('2025-03-10T01:00:00Z')), duration: 3, todoList: ['a', 'b'], frequency: 'weekly' as const };
    expect(saveDraft(draft)).toBe(true);
    expect(JSON.parse(localStorage.getItem(`momentConfig-${id}`)!)).toEqual(draft);
    expect(JSON.parse(sessionStorage.getItem(`momentConfig-${id}`)!)).toEqual(draft);
    expect(loadDraft(id)).toEqual(draft);
    expect(draft.createdAt).toBe('2025-03-10T01:00:00.000Z');
  });

  it('survives a new tab through local storage (a reload keeps both)', () => {
    saveDraft({ ...newDraft(id, 'manual', 0), duration: 2 });
    sessionStorage.clear();
    expect(loadDraft(id)?.duration).toBe(2);
  });

  it('ignores unreadable or foreign drafts and clears both copies', () => {
    localStorage.setItem(draftKey(id), '{not json');
    expect(loadDraft(id)).toBeNull();
    localStorage.setItem(draftKey(id), JSON.stringify({ id: 'other', createdAt: 'x' }));
    expect(loadDraft(id)).toBeNull();
    localStorage.setItem(draftKey(id), JSON.stringify({ id, createdAt: 'x', duration: -1, todoList: [1], frequency: 'yearly' }));
    expect(loadDraft(id)).toEqual({ id, createdAt: 'x', duration: null, todoList: [], frequency: null, mode: undefined });
    saveDraft(newDraft(id, 'auto', 0));
    clearDraft(id);
    expect(localStorage.getItem(draftKey(id))).toBeNull();
    expect(sessionStorage.getItem(draftKey(id))).toBeNull();
  });

  it('remembers the bucket id in session storage', () => {
    expect(readRememberedBucketId()).toBeNull();
    rememberBucketId(id);
    expect(sessionStorage.getItem('bucketId')).toBe(id);
    expect(readRememberedBucketId()).toBe(id);
  });
});
