import { callRoute } from '@momentum/api-client/client';
import type { bucketEndpoints, momentEndpoints } from '@momentum/contracts/endpoints';
import { IDEMPOTENCY_KEY_HEADER, PROOF_TAKEN_AT_HEADER } from '@momentum/contracts/offline-proof-headers';

export type UploadProgress = (percent: number) => void;

export type ProofEndpoint = typeof bucketEndpoints.achievementPhoto | typeof momentEndpoints.proof;

export interface ProofAttempt {
  idempotencyKey: string;
  takenAt: string;
  fileName: string;
}

/** The file goes in the field docs/product-spec.md names `photoUrl`, although it is no URL. */
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
