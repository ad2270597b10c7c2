// A callback without this tab's OAuth `state` was not started here (a link someone else made, with their
// code) and is refused before its code is exchanged, so nobody is signed in as somebody else.

export const KAKAO_STATE_KEY = 'momentum.kakaoState';
/** 256 bits, base64url: far beyond guessing (OAuth asks for at least 128). */
const STATE_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function beginKakaoSignIn(storage: Storage = sessionStorage): string {
  const state = base64url(crypto.getRandomValues(new Uint8Array(STATE_BYTES)));
  storage.setItem(KAKAO_STATE_KEY, state);
  return state;
}

/** Single use: removed whatever the answer, so a callback URL cannot be replayed in this tab. */
export function takeKakaoState(returned: string | null, storage: Storage = sessionStorage): boolean {
  const expected = storage.getItem(KAKAO_STATE_KEY);
  storage.removeItem(KAKAO_STATE_KEY);
  return expected !== null && expected !== '' && returned === expected;
}
