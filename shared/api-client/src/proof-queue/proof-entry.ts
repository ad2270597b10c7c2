// One proof saved on the device until the server has it (docs/adr/0016-proof-queue.md).
import type { ProofEndpoint } from '../bucket/upload-proof-photo';

export type ProofKind = 'moment' | 'bucket';

export interface ProofEntry {
  /** The `Idempotency-Key` of every attempt, and the store's key. */
  key: string;
  kind: ProofKind;
  /** Saved with it, so the flusher's chunk needs no route table (it would cost /home bytes, docs/budgets.md). */
  endpoint: ProofEndpoint;
  targetId: string;
  /** Only this user's token ever sends it. */
  owner: string;
  title: string;
  photo: Blob;
  fileName: string;
  fileType: string;
  takenAt: string;
  attempts: number;
  lastError: string | null;
}
