// One IndexedDB object store of the shell's, for what the app keeps on the device between visits.
// Plain IndexedDB: a few lines, where a wrapper library would be bytes on the first visit.
const DATABASE = 'momentum';
const STORE = 'device';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const readFromDevice = <T>(key: string): Promise<T | undefined> => run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>);
export const writeToDevice = (key: string, value: unknown): Promise<unknown> => run('readwrite', (store) => store.put(value, key));
export const removeFromDevice = (key: string): Promise<unknown> => run('readwrite', (store) => store.delete(key));
