// Shared by the shell's kept answers and the proof queue: every opener asks for the same version, creates
// what is missing and closes after each transaction, so an older release's page keeps working.
export const DEVICE_DATABASE = 'momentum';
export const DEVICE_DATABASE_VERSION = 2;
export const DEVICE_STORE = 'device';
export const PROOF_STORE = 'proofs';

export function openDeviceDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DEVICE_DATABASE, DEVICE_DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(DEVICE_STORE)) db.createObjectStore(DEVICE_STORE);
      if (!db.objectStoreNames.contains(PROOF_STORE)) db.createObjectStore(PROOF_STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer release asking for a higher version must not wait for this page.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  });
}

export async function onDeviceStore<T>(
  store: string,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDeviceDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = action(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}
