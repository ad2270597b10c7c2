import { callRoute } from '@momentum/api-client/client';
import { momentEndpoints } from '@momentum/contracts/endpoints';
import type { CreateMomentsRequest } from '@momentum/contracts';
import { uploadProofPhoto, type UploadProgress } from '../bucket/upload-proof-photo';

export type { UploadProgress };

export async function getMoment(id: string) {
  return (await callRoute(momentEndpoints.detail, { params: { id } })).moment;
}

export function createMoments(bucketId: string, body: CreateMomentsRequest) {
  return callRoute(momentEndpoints.create, { params: { bucketId }, body });
}

export function uploadMomentPhoto(id: string, file: Blob, onProgress?: UploadProgress) {
  return uploadProofPhoto(momentEndpoints.proof, id, file, onProgress);
}
