// Bucket endpoints. The client by package name so federation shares the one configured instance.
import { getApiClient } from '@momentum/api-client/client';
import type {
  BucketDetail,
  BucketListItem,
  BucketMutationResponse,
  ChallengingBucket,
  DeleteBucketResponse,
  PhotoProofResponse,
} from '@momentum/contracts';
import type { BucketType } from '@momentum/contracts/enums';
import { uploadProofPhoto, type UploadProgress } from './upload-proof-photo';

const LIST_PATH: Record<BucketType, string> = { REPEAT: 'repeat', ACHIEVEMENT: 'achievement' };

export async function getBuckets(type: BucketType): Promise<BucketListItem[]> {
  const { data } = await getApiClient().get<{ buckets: BucketListItem[] }>(`/api/bucket/all/${LIST_PATH[type]}`);
  return data.buckets;
}

export async function getBucket(id: string): Promise<BucketDetail> {
  const { data } = await getApiClient().get<{ bucket: BucketDetail }>(`/api/bucket/${id}`);
  return data.bucket;
}

export async function getChallengingBuckets(): Promise<ChallengingBucket[]> {
  const { data } = await getApiClient().get<{ data: ChallengingBucket[] }>('/api/bucket/challenging/main');
  return data.data;
}

export async function getChallengingCount(): Promise<number> {
  const { data } = await getApiClient().get<{ challengingCount: number }>('/api/bucket/challenging/count');
  return data.challengingCount;
}

/** The server trims; 400 with a Korean message for empty or over-long text. */
export async function createBucket(input: { type: BucketType; content: string }): Promise<BucketMutationResponse> {
  const { data } = await getApiClient().post<BucketMutationResponse>('/api/bucket', input);
  return data;
}

export async function updateBucket(id: string, content: string): Promise<BucketMutationResponse> {
  const { data } = await getApiClient().patch<BucketMutationResponse>(`/api/bucket/${id}`, { content });
  return data;
}

export async function deleteBucket(id: string): Promise<DeleteBucketResponse> {
  const { data } = await getApiClient().delete<DeleteBucketResponse>(`/api/bucket/${id}`);
  return data;
}

/** 409 CHALLENGE_LIMIT at 3 challenges, 409 NOT_ELIGIBLE when not an own pending REPEAT bucket. */
export async function challengeBucket(id: string): Promise<string> {
  const { data } = await getApiClient().patch<{ message: string }>(`/api/bucket/${id}/challenge`);
  return data.message;
}

/** Achievement proof; `onProgress` gets 0–100. */
export function uploadAchievementPhoto(
  id: string,
  file: Blob,
  onProgress?: UploadProgress,
): Promise<PhotoProofResponse> {
  return uploadProofPhoto(`/api/bucket/${id}/achievement-photo`, file, onProgress);
}
