import { createHash } from 'node:crypto';

/**
 * The numeric app id the development provider reports for a client id, as Kakao reports its app id
 * for a token (`app_id` of /v1/user/access_token_info). Derived from the client id so it is stable
 * across restarts and every API process agrees on it without configuration.
 */
export function devKakaoAppId(clientId: string): number {
  // 28 bits: a positive integer of Kakao's app-id size, exact in JSON and JavaScript.
  return parseInt(createHash('sha256').update(`app:${clientId}`).digest('hex').slice(0, 7), 16);
}
