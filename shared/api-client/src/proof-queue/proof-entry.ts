// One proof saved on the device until the server has it (docs/adr/0016-proof-queue.md).
import type { ProofEndpoint } from '../bucket/upload-proof-photo';

export type ProofKind = 'moment' | 'bucket';

export interface ProofEntry {
  /** The `Idempotency-Key` of every attempt (crypto.randomUUID), and the store's key. */
  key: string;
  kind: ProofKind;
  /**
   * The route it goes to (method and path template, from @momentum/contracts/endpoints), saved with it
   * by the screen that took it: the shell's flusher replays it without a copy of the route table in
   * its chunk (a module shared with the first screen's chunk would cost /home bytes, docs/budgets.md).
   */
  endpoint: ProofEndpoint;
  /** The moment's or the achievement bucket's id. */
  targetId: string;
  /** The user id (`sub`) of whoever saved it: only their token ever sends it. */
  owner: string;
  /** The moment's or bucket's text, for the message when the server refuses the proof for good. */
  title: string;
  photo: Blob;
  fileName: string;
  fileType: string;
  /** When the photo was chosen (ISO 8601): the `Proof-Taken-At` header. */
  takenAt: string;
  attempts: number;
  lastError: string | null;
}
