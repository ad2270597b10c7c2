// One proof saved on the device until the server has it (docs/adr/0016-proof-queue.md).
export type ProofKind = 'moment' | 'bucket';

export interface ProofEntry {
  /** The `Idempotency-Key` of every attempt (crypto.randomUUID), and the store's key. */
  key: string;
  kind: ProofKind;
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

/** What a screen needs to mark an item '업로드 대기 중': `moment:<id>` or `bucket:<id>`. */
export const pendingMark = (kind: ProofKind, targetId: string): string => `${kind}:${targetId}`;
