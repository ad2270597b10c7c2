// Kept answers in the app's one IndexedDB database, shared with the proof queue, so it is opened in one place
// (@momentum/api-client device-database). Plain IndexedDB: a wrapper library would be bytes.
import { DEVICE_STORE, onDeviceStore, openDeviceDatabase } from '@momentum/api-client/device-database';

const startingWith = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

export const readAllFromDevice = <T>(prefix: string): Promise<T[]> =>
  onDeviceStore(DEVICE_STORE, 'readonly', (store) => store.getAll(startingWith(prefix)) as IDBRequest<T[]>);
export const removeFromDevice = (key: string): Promise<unknown> => onDeviceStore(DEVICE_STORE, 'readwrite', (store) => store.delete(key));
export const removeAllFromDevice = (prefix: string): Promise<unknown> =>
  onDeviceStore(DEVICE_STORE, 'readwrite', (store) => store.delete(startingWith(prefix)));

/** Judged inside the transaction: a value written meanwhile is judged too. */
export const removeFromDeviceWhere = <T>(prefix: string, unwanted: (value: T) => boolean): Promise<unknown> =>
  onDeviceStore(DEVICE_STORE, 'readwrite', (store) => {
    const cursor = store.openCursor(startingWith(prefix));
    cursor.onsuccess = () => {
      if (!cursor.result) return;
      if (unwanted(cursor.result.value as T)) cursor.result.delete();
      cursor.result.continue();
    };
    return cursor;
  });

let connection: IDBDatabase | null = null;

// Held open so a write starts in the task that asks for it: a page being left runs no later callback.
export async function keepDeviceStoreOpen(): Promise<void> {
  connection ??= await openDeviceDatabase();
}

function writeNow(entries: Map<string, unknown>): boolean {
  if (!connection) return false;
  try {
    const store = connection.transaction(DEVICE_STORE, 'readwrite').objectStore(DEVICE_STORE);
    for (const [key, value] of entries) store.put(value, key);
    // Committed now rather than when this task ends: the page may be gone by then.
    store.transaction.commit?.();
    return true;
  } catch {
    // Closed for a newer release's upgrade (device-database.ts): opened again for the next write.
    connection = null;
    return false;
  }
}

export function writeToDevice(entries: Map<string, unknown>): void {
  if (writeNow(entries)) return;
  keepDeviceStoreOpen()
    .then(() => writeNow(entries) || keepDeviceStoreOpen().then(() => writeNow(entries)))
    .catch(() => {});
}
