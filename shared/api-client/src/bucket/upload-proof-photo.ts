import { getApiClient } from '@momentum/api-client/client';
import type { PhotoProofResponse } from '@momentum/contracts';

/** Called with the sent percentage (0–100) while the body uploads. */
export type UploadProgress = (percent: number) => void;

/** Both proof uploads: multipart, the file in the field `photoUrl` of docs/product-spec.md, PATCH. */
export async function uploadProofPhoto(
  path: string,
  file: Blob,
  onProgress?: UploadProgress,
): Promise<PhotoProofResponse> {
  const form = new FormData();
  form.append('photoUrl', file, file instanceof File ? file.name : 'photo');
  const { data } = await getApiClient().patch<PhotoProofResponse>(path, form, {
    // Big photos take longer than the JSON timeout over a phone connection.
    timeout: 0,
    onUploadProgress: (event) => {
      if (!onProgress) return;
      const total = event.total ?? file.size;
      onProgress(total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0);
    },
  });
  return data;
}
