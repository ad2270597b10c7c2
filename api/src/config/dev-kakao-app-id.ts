import { createHash } from 'node:crypto';

/** As Kakao's `app_id` for a token; derived from the client id so every process agrees without configuration. */
export function devKakaoAppId(clientId: string): number {
  // 28 bits: a positive integer of Kakao's app-id size, exact in JSON and JavaScript.
  return parseInt(createHash('sha256').update(`app:${clientId}`).digest('hex').slice(0, 7), 16);
}
