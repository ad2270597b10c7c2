// Proofs made at chosen instants on an API whose clock a spec moves (fixtures/extra-api.ts): each proof
// is a one-moment REPEAT bucket proven inside its Seoul day, so the bucket completes and frees its slot.
import type { ApiHelper } from '@momentum/stack/api-helper';
import { createBucket, uploadProofFile } from '@momentum/stack/home-seed';
import type { ExtraApi } from '../fixtures/extra-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Proves `momentText` of a new bucket `content` at the Seoul wall-clock time `seoulTime` ('2026-10-30T21:00'). */
export async function proveAt(
  api: ExtraApi,
  client: ApiHelper,
  token: string,
  seoulTime: string,
  content: string,
  momentText: string,
  photo: Buffer,
): Promise<string> {
  const at = Date.parse(`${seoulTime}:00+09:00`);
  api.setClockOffset(at - Date.now());
  const bucketId = await createBucket(client, token, 'REPEAT', content);
  await client.patch(`/api/bucket/${bucketId}/challenge`, undefined, { token });
  const start = Date.parse(`${seoulTime.slice(0, 10)}T00:00:00+09:00`);
  const window = { content: momentText, startDate: new Date(start).toISOString(), endDate: new Date(start + DAY_MS).toISOString() };
  const body = { startDate: window.startDate, endDate: window.endDate, moments: [window], frequency: 'daily' };
  const created = await client.post<{ moments: { momentID: string }[] }>(`/api/bucket/moments/${bucketId}`, body, { token });
  await uploadProofFile(client, token, `/api/bucket/moments/${created.moments[0]!.momentID}`, photo, 'proof.png');
  return bucketId;
}
