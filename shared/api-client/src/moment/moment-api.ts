// Moment endpoints. The client by package name so federation shares the one configured instance.
import { getApiClient } from '@momentum/api-client/client';
import type {
  CreateMomentsRequest,
  CreateMomentsResponse,
  MomentDetail,
  PhotoProofResponse,
} from '@momentum/contracts';
import { uploadProofPhoto, type UploadProgress } from '../bucket/upload-proof-photo';

export type { UploadProgress };

export async function getMoment(id: string): Promise<MomentDetail> {
  const { data } = await getApiClient().get<{ moment: MomentDetail }>(`/api/bucket/moment/${id}`);
  return data.moment;
}

/**
 * Adds moments to an own challenging REPEAT bucket. Dates are ISO strings (`toISOString()`); windows
 * `[start, end)` in order, the first not before today (Asia/Seoul); `startDate`/`endDate` = first start/last end.
 */
export async function createMoments(bucketId: string, body: CreateMomentsRequest): Promise<CreateMomentsResponse> {
  const { data } = await getApiClient().post<CreateMomentsResponse>(`/api/bucket/moments/${bucketId}`, body);
  return data;
}

/** Moment proof, only inside the moment's window; `onProgress` gets 0–100. */
export function uploadMomentPhoto(id: string, file: Blob, onProgress?: UploadProgress): Promise<PhotoProofResponse> {
  return uploadProofPhoto(`/api/bucket/moments/${id}`, file, onProgress);
}
