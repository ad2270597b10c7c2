// Bucket calls; paths, bodies and answers come from the contracts.
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

/** The create's body, as the create route's contract has it (today `{ type, content }`). */
export type CreateBucketBody = EndpointBody<typeof bucketEndpoints.create>;

/** The server trims; 400 with a Korean message for empty or over-long text. Sent whole, like the edit. */
export function createBucket(body: CreateBucketBody) {
  return callRoute(bucketEndpoints.create, { body });
}

/** The edit's body, as the update route's contract has it (today `{ content }`, trimmed by the server). */
export type UpdateBucketBody = EndpointBody<typeof bucketEndpoints.update>;

/** Sends the contract's body whole: a field the contract adds needs no change here. */
export function updateBucket(id: string, body: UpdateBucketBody) {
  return callRoute(bucketEndpoints.update, { params: { id }, body });
}

export function deleteBucket(id: string) {
  return callRoute(bucketEndpoints.remove, { params: { id } });
}

/** 409 CHALLENGE_LIMIT at 3 challenges, 409 NOT_ELIGIBLE when not an own pending REPEAT bucket. */
export async function challengeBucket(id: string): Promise<string> {
  return (await callRoute(bucketEndpoints.challenge, { params: { id } })).message;
}

/** Achievement proof; `onProgress` gets 0–100. */
export function uploadAchievementPhoto(id: string, file: Blob, onProgress?: UploadProgress) {
  return uploadProofPhoto(bucketEndpoints.achievementPhoto, id, file, onProgress);
}
