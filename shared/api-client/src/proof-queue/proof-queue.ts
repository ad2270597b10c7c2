// The proof queue (ADR 0016). Its state is the store itself, so every copy of this module (the shell's,
// a remote's, another tab's) works on the same queue.
import type { ErrorCode } from '@momentum/contracts/errors';
import { getApiError, getApiStatus } from '../client/api-error';
import type { ProofEntry } from './proof-entry';
import type { ProofStore } from './proof-store';

export type ProofInput = Omit<ProofEntry, 'key' | 'attempts' | 'lastError'>;

export type SendProofEntry = (entry: ProofEntry, onProgress?: (percent: number) => void) => Promise<unknown>;

export interface ProofQueueDeps {
  store: ProofStore;
  send: SendProofEntry;
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  changed: () => void;
  kept: () => void;
  newKey: () => string;
}

export class ProofDroppedError extends Error {
  constructor(
    readonly entry: ProofEntry,
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
    this.name = 'ProofDroppedError';
  }
}

export type ProofResult = 'sent' | 'queued';

const RETRYABLE_CLIENT_ERRORS = new Set([401, 408, 425, 429]);
// The one 409 a retry can change. A literal, not an import: the flusher's chunk must not share the
// contracts' error module with the first screen.
const IN_PROGRESS: ErrorCode = 'PROOF_IN_PROGRESS';

function canSucceedLater(error: unknown): boolean {
  const status = getApiStatus(error);
  if (status === 409) return (error as { response?: { data?: { code?: unknown } } }).response?.data?.code === IN_PROGRESS;
  return status === null || status >= 500 || RETRYABLE_CLIENT_ERRORS.has(status);
}

export interface FlushReport {
  sent: ProofEntry[];
  dropped: ProofDroppedError[];
  waiting: number;
}

export function createProofQueue(deps: ProofQueueDeps) {
  async function attempt(entry: ProofEntry, onProgress?: (percent: number) => void): Promise<ProofResult> {
    try {
      await deps.send(entry, onProgress);
    } catch (error) {
      if (canSucceedLater(error)) {
        await deps.store.put({ ...entry, attempts: entry.attempts + 1, lastError: getApiError(error) });
        deps.changed();
        deps.kept();
        return 'queued';
      }
      await deps.store.remove(entry.key);
      deps.changed();
      throw new ProofDroppedError(entry, getApiError(error), error);
    }
    await deps.store.remove(entry.key);
    deps.changed();
    return 'sent';
  }

  return {
    async submit(input: ProofInput, onProgress?: (percent: number) => void): Promise<ProofResult> {
      const entry: ProofEntry = { ...input, key: deps.newKey(), attempts: 0, lastError: null };
      try {
        await deps.store.put(entry);
      } catch {
        // No room (or storage refused, as in some private modes): sent once; a failure is the screen's to show.
        await deps.send(entry, onProgress);
        return 'sent';
      }
      deps.changed();
      return deps.exclusive(async () => {
        // A flusher that held the lock may have sent it already.
        const current = await deps.store.get(entry.key);
        return current ? attempt(current, onProgress) : 'sent';
      });
    },

    /** `owner()` is asked at each send: nothing of another user, nothing once signed out. */
    async flush(owner: () => string | null): Promise<FlushReport> {
      return deps.exclusive(async () => {
        const report: FlushReport = { sent: [], dropped: [], waiting: 0 };
        for (const entry of await deps.store.all()) {
          if (entry.owner !== owner()) continue;
          try {
            if ((await attempt(entry)) === 'sent') report.sent.push(entry);
            else report.waiting += 1;
          } catch (error) {
            if (error instanceof ProofDroppedError) report.dropped.push(error);
            else throw error;
          }
        }
        return report;
      });
    },

    async pending(owner: string | null): Promise<ProofEntry[]> {
      if (!owner) return [];
      return (await deps.store.all()).filter((entry) => entry.owner === owner);
    },
  };
}

