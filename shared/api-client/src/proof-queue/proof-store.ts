import { onDeviceStore, PROOF_STORE } from './device-database';
import type { ProofEntry } from './proof-entry';

export interface ProofStore {
  put(entry: ProofEntry): Promise<void>;
  get(key: string): Promise<ProofEntry | undefined>;
  remove(key: string): Promise<void>;
  all(): Promise<ProofEntry[]>;
}

export const indexedDbProofStore: ProofStore = {
  put: async (entry) => void (await onDeviceStore(PROOF_STORE, 'readwrite', (store) => store.put(entry))),
  get: (key) => onDeviceStore(PROOF_STORE, 'readonly', (store) => store.get(key) as IDBRequest<ProofEntry | undefined>),
  remove: async (key) => void (await onDeviceStore(PROOF_STORE, 'readwrite', (store) => store.delete(key))),
  all: async () => {
    const entries = await onDeviceStore(PROOF_STORE, 'readonly', (store) => store.getAll() as IDBRequest<ProofEntry[]>);
    return entries.sort((a, b) => a.takenAt.localeCompare(b.takenAt));
  },
};
