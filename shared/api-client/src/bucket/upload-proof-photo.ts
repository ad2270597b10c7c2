import { callRoute } from '@momentum/api-client/client';
import type { bucketEndpoints, momentEndpoints } from '@momentum/contracts/endpoints';

/** Called with the sent percentage (0–100) while the body uploads. */
export type UploadProgress = (percent: number) => void;

/** The two proof routes: an achievement bucket's and a moment's, both `PATCH …/:id` multipart. */
type ProofEndpoint = typeof bucketEndpoints.achievementPhoto | typeof momentEndpoints.proof;

/** Both proof uploads: multipart, the file in the field `photoUrl` of docs/product-spec.md, PATCH. */
export function uploadProofPhoto(endpoint: ProofEndpoint, id: string, file: Blob, onProgress?: UploadProgress) {
  const form = new FormData();
  form.append('photoUrl', file, file instanceof File ? file.name : 'photo');
  return callRoute(endpoint, {
    params: { id },
    body: form,
    // Big photos take longer than the JSON timeout over a phone connection.
    timeout: 0,
    onUploadProgress: (event) => {
      if (!onProgress) return;
      const total = event.total ?? file.size;
      onProgress(total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0);
    },
  });
}
