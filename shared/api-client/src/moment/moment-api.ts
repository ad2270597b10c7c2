// Moment calls; paths, bodies and answers come from the contracts.
import { callRoute } from '@momentum/api-client/client';
import { momentEndpoints } from '@momentum/contracts/endpoints';
import type { CreateMomentsRequest } from '@momentum/contracts';
import { uploadProofPhoto, type UploadProgress } from '../bucket/upload-proof-photo';

export type { UploadProgress };

export async function getMoment(id: string) {
  return (await callRoute(momentEndpoints.detail, { params: { id } })).moment;
}

/**
 * Adds moments to an own challenging REPEAT bucket. Dates are ISO strings (`toISOString()`); windows
 * `[start, end)` in order, the first not before today (Asia/Seoul); `startDate`/`endDate` = first start/last end.
 */
export function createMoments(bucketId: string, body: CreateMomentsRequest) {
  return callRoute(momentEndpoints.create, { params: { bucketId }, body });
}

/** Moment proof, only inside the moment's window; `onProgress` gets 0–100. */
export function uploadMomentPhoto(id: string, file: Blob, onProgress?: UploadProgress) {
  return uploadProofPhoto(momentEndpoints.proof, id, file, onProgress);
}
