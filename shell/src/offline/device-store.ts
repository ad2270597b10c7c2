// The shell's key-value store on the device (kept answers), in the app's one IndexedDB database, which
// the proof queue shares: its version and stores are opened in one place (@momentum/api-client
// device-database) so both ask for the same version. Plain IndexedDB: a wrapper library would be bytes.
import { DEVICE_STORE, onDeviceStore } from '@momentum/api-client/device-database';

export const readFromDevice = <T>(key: string): Promise<T | undefined> => onDeviceStore(DEVICE_STORE, 'readonly', (store) => store.get(key) as IDBRequest<T | undefined>);
export const writeToDevice = (key: string, value: unknown): Promise<unknown> => onDeviceStore(DEVICE_STORE, 'readwrite', (store) => store.put(value, key));
export const removeFromDevice = (key: string): Promise<unknown> => onDeviceStore(DEVICE_STORE, 'readwrite', (store) => store.delete(key));
