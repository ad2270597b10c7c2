import { FREQUENCIES, type Frequency } from '@momentum/contracts/enums';

export type WizardMode = 'auto' | 'manual';

/** The moment draft config of docs/product-spec.md (+ the mode, so the completion screen can send the user back). */
export interface MomentDraft {
  id: string;
  /** Confirmed duration (number of moments), null until confirmed. */
  duration: number | null;
  /** Confirmed to-do list, empty until confirmed. */
  todoList: string[];
  frequency: Frequency | null;
  createdAt: string;
  mode?: WizardMode;
}

const BUCKET_ID_KEY = 'bucketId';
export const draftKey = (bucketId: string): string => `momentConfig-${bucketId}`;

export function newDraft(bucketId: string, mode: WizardMode, now: number): MomentDraft {
  return { id: bucketId, duration: null, todoList: [], frequency: null, createdAt: new Date(now).toISOString(), mode };
}

/** Writes the draft to BOTH storages (session: this tab; local: survives the tab). false if either failed. */
export function saveDraft(draft: MomentDraft): boolean {
  const json = JSON.stringify(draft);
  try {
    localStorage.setItem(draftKey(draft.id), json);
    sessionStorage.setItem(draftKey(draft.id), json);
    return true;
  } catch {
    return false;
  }
}

/** The stored draft of a bucket (session storage first), or null when missing or unreadable. */
export function loadDraft(bucketId: string): MomentDraft | null {
  for (const storage of [sessionStorage, localStorage]) {
    const draft = parseDraft(safeGet(storage, draftKey(bucketId)), bucketId);
    if (draft) return draft;
  }
  return null;
}

export function clearDraft(bucketId: string): void {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      storage.removeItem(draftKey(bucketId));
    } catch {
      // Storage disabled: nothing to clear.
    }
  }
}

export function rememberBucketId(bucketId: string): void {
  try {
    sessionStorage.setItem(BUCKET_ID_KEY, bucketId);
  } catch {
    // The URL still carries the id; session storage is only a fallback.
  }
}

export function readRememberedBucketId(): string | null {
  return safeGet(sessionStorage, BUCKET_ID_KEY) || null;
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Anything stored by hand or by an older version is checked field by field, never trusted. */
function parseDraft(json: string | null, bucketId: string): MomentDraft | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.id !== bucketId || typeof v.createdAt !== 'string') return null;
  const duration = typeof v.duration === 'number' && Number.isInteger(v.duration) && v.duration > 0 ? v.duration : null;
  const todoList = Array.isArray(v.todoList) && v.todoList.every((t) => typeof t === 'string') ? (v.todoList as string[]) : [];
  const frequency = FREQUENCIES.includes(v.frequency as Frequency) ? (v.frequency as Frequency) : null;
  const mode = v.mode === 'auto' || v.mode === 'manual' ? v.mode : undefined;
  return { id: bucketId, duration, todoList, frequency, createdAt: v.createdAt, mode };
}
