import { callRoute, type EndpointBody } from '@momentum/api-client/client';
import { bucketEndpoints } from '@momentum/contracts/endpoints';
import type { BucketType } from '@momentum/contracts/enums';
import { uploadProofPhoto, type UploadProgress } from './upload-proof-photo';

export async function getBuckets(type: BucketType) {
  const endpoint = type === 'REPEAT' ? bucketEndpoints.listRepeat : bucketEndpoints.listAchievement;
  return (await callRoute(endpoint)).buckets;
}

export async function getBucket(id: string) {
  return (await callRoute(bucketEndpoints.detail, { params: { id } })).bucket;
}

export async function getChallengingBuckets() {
  return (await callRoute(bucketEndpoints.challengingMain)).data;
}

export async function getChallengingCount(): Promise<number> {
  return (await callRoute(bucketEndpoints.challengingCount)).challengingCount;
}

export type CreateBucketBody = EndpointBody<typeof bucketEndpoints.create>;

export function createBucket(body: CreateBucketBody) {
  return callRoute(bucketEndpoints.create, { body });
}

export type UpdateBucketBody = EndpointBody<typeof bucketEndpoints.update>;

export function updateBucket(id: string, body: UpdateBucketBody) {
  return callRoute(bucketEndpoints.update, { params: { id }, body });
}

export function deleteBucket(id: string) {
  return callRoute(bucketEndpoints.remove, { params: { id } });
}

export async function challengeBucket(id: string): Promise<string> {
  return (await callRoute(bucketEndpoints.challenge, { params: { id } })).message;
}

export function uploadAchievementPhoto(id: string, file: Blob, onProgress?: UploadProgress) {
  return uploadProofPhoto(bucketEndpoints.achievementPhoto, id, file, onProgress);
}
