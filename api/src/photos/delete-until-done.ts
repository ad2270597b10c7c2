// Retried in the background while the store is away (it usually is, when a clean-up fails): else orphan objects.
import type { PhotoStorage } from './photo-storage.js';

/** Waits between tries: about a minute in all, longer than a store's restart. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** Never throws: a clean-up must not mask an error. */
export async function deleteUntilDone(
  storage: Pick<PhotoStorage, 'delete'>,
  keys: string[],
  onGiveUp: (error: unknown) => void = () => {},
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await storage.delete(keys);
  } catch (error) {
    if (delays.length === 0) return onGiveUp(error);
    const [wait, ...later] = delays;
    // Unref'd: a retry never keeps a stopping process alive.
    setTimeout(() => void deleteUntilDone(storage, keys, onGiveUp, later), wait).unref();
  }
}
