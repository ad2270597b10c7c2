// Arranges what the feed spec needs through the real API: friendships by code and a proven moment.
import { readFile } from 'node:fs/promises';
import type { ApiHelper } from '@momentum/stack/api-helper';
import { seoulTodayStart } from '@momentum/stack/home-seed';
import { PROOF_JPEG } from './moment-screens';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function friendCodeOf(api: ApiHelper, token: string): Promise<string> {
  return (await api.get<{ friendCode: string }>('/api/users/friendCode', { token })).friendCode;
}

/** `from` adds `to` by code (the friendship is mutual at once). */
export async function befriend(api: ApiHelper, fromToken: string, toToken: string): Promise<void> {
  await api.post('/api/friends', { friendCode: await friendCodeOf(api, toToken) }, { token: fromToken });
}

/**
 * A REPEAT bucket, challenged, with one daily moment whose window is today (Asia/Seoul), proven with a
 * photo: it appears in the owner's friends' feeds. Returns the moment id.
 */
export async function provenMoment(api: ApiHelper, token: string, bucketContent: string, momentContent: string): Promise<string> {
  const { bucket } = await api.post<{ bucket: { bucketID: string } }>('/api/bucket', { type: 'REPEAT', content: bucketContent }, { token });
  await api.patch(`/api/bucket/${bucket.bucketID}/challenge`, undefined, { token });
  const start = seoulTodayStart();
  const window = { startDate: new Date(start).toISOString(), endDate: new Date(start + DAY_MS).toISOString() };
  const { moments } = await api.post<{ moments: Array<{ momentID: string }> }>(
    `/api/bucket/moments/${bucket.bucketID}`,
    { ...window, frequency: 'daily', moments: [{ content: momentContent, ...window }] },
    { token },
  );
  const momentId = moments[0]!.momentID;
  const form = new FormData();
  form.set('photoUrl', new Blob([await readFile(PROOF_JPEG)], { type: 'image/jpeg' }), 'proof.jpg');
  const proof = await fetch(`${api.baseUrl}/api/bucket/moments/${momentId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!proof.ok) throw new Error(`moment proof answered ${proof.status}: ${await proof.text()}`);
  return momentId;
}
