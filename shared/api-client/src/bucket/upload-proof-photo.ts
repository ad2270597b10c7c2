import { callRoute } from '@momentum/api-client/client';
import type { bucketEndpoints, momentEndpoints } from '@momentum/contracts/endpoints';
import { IDEMPOTENCY_KEY_HEADER, PROOF_TAKEN_AT_HEADER } from '@momentum/contracts/offline-proof-headers';

/** Called with the sent percentage (0–100) while the body uploads. */
export type UploadProgress = (percent: number) => void;

/** The two proof routes: an achievement bucket's and a moment's, both `PATCH …/:id` multipart. */
export type ProofEndpoint = typeof bucketEndpoints.achievementPhoto | typeof momentEndpoints.proof;

/** A queued proof's identity and time (shared/contracts offline-proof.ts); the server dedupes by the key. */
export interface ProofAttempt {
  idempotencyKey: string;
  /** ISO 8601: when the photo was taken. */
  takenAt: string;
  fileName: string;
}

/** Both proof uploads: multipart, the file in the field `photoUrl` of docs/product-spec.md, PATCH. */
export function uploadProofPhoto(endpoint: ProofEndpoint, id: string, file: Blob, onProgress?: UploadProgress, proof?: ProofAttempt) {
  const form = new FormData();
  form.append('photoUrl', file, proof?.fileName ?? (file instanceof File ? file.name : 'photo'));
  return callRoute(endpoint, {
    params: { id },
    body: form,
    headers: proof ? { [IDEMPOTENCY_KEY_HEADER]: proof.idempotencyKey, [PROOF_TAKEN_AT_HEADER]: proof.takenAt } : undefined,
    // Big photos take longer than the JSON timeout over a phone connection.
    timeout: 0,
    onUploadProgress: (event) => {
      if (!onProgress) return;
      const total = event.total ?? file.size;
      onProgress(total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0);
    },
  });
}
