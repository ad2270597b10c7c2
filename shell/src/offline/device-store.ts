// The shell's key-value store on the device (kept answers), in the app's one IndexedDB database, which
// the proof queue shares: its version and stores are opened in one place (@momentum/api-client
// device-database) so both ask for the same version. Plain IndexedDB: a wrapper library would be bytes.
import { DEVICE_STORE, onDeviceStore, openDeviceDatabase } from '@momentum/api-client/device-database';

export const readFromDevice = <T>(key: string): Promise<T | undefined> => onDeviceStore(DEVICE_STORE, 'readonly', (store) => store.get(key) as IDBRequest<T | undefined>);
export const removeFromDevice = (key: string): Promise<unknown> => onDeviceStore(DEVICE_STORE, 'readwrite', (store) => store.delete(key));

/**
 * Reads `key`, and writes what `update` makes of it, in one transaction: two pages saving at once each
 * see the other's write (IndexedDB runs readwrite transactions on one store one after the other).
 */
export const updateOnDevice = <T>(key: string, update: (current: T | undefined) => T): Promise<unknown> =>
  onDeviceStore(DEVICE_STORE, 'readwrite', (store) => {
    const read = store.get(key) as IDBRequest<T | undefined>;
    read.onsuccess = () => store.put(update(read.result), key);
    return read;
  });

let connection: IDBDatabase | null = null;

/**
 * Opens the database and keeps it open, so that a write can start in the very task of a `pagehide`:
 * a page being left runs no later callback, and an open that has not finished by then writes nothing.
 */
export async function keepDeviceStoreOpen(): Promise<void> {
  connection ??= await openDeviceDatabase();
}

/** Starts writing `value` now, in this task, when the store is held open; false when it is not. */
export function writeToDeviceNow(key: string, value: unknown): boolean {
  if (!connection) return false;
  try {
    const transaction = connection.transaction(DEVICE_STORE, 'readwrite');
    transaction.objectStore(DEVICE_STORE).put(value, key);
    // Committed now rather than when this task ends: the page may be gone by then.
    transaction.commit?.();
    return true;
  } catch {
    // Closed for a newer release's upgrade (device-database.ts): the caller writes the slow way.
    connection = null;
    return false;
  }
}
