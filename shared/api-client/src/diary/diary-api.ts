import { callRoute } from '@momentum/api-client/client';
import { diaryEndpoints } from '@momentum/contracts/endpoints';
import type { DiaryDay, DiaryProof, DiaryResponse } from '@momentum/contracts';

export type { DiaryDay, DiaryProof, DiaryResponse };

/** One Seoul month ('YYYY-MM') of the caller's own proofs, by day. */
export function getDiaryMonth(month: string) {
  return callRoute(diaryEndpoints.month, { query: { month } });
}

export async function getBucketProofs(bucketId: string): Promise<DiaryProof[]> {
  return (await callRoute(diaryEndpoints.bucketProofs, { params: { id: bucketId } })).proofs;
}
