import { afterEach, describe, expect, it, vi } from 'vitest';
import { KAKAO_STATE_KEY, beginKakaoSignIn, takeKakaoState } from './kakao-state';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('beginKakaoSignIn', () => {
  it('makes an unguessable state from crypto.getRandomValues and keeps it in this tab', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const state = beginKakaoSignIn();
    expect(random).toHaveBeenCalledTimes(1);
    const bytes = random.mock.calls[0]![0] as Uint8Array;
    expect(bytes.byteLength * 8).toBeGreaterThanOrEqual(128);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBe(state);
  });

  it('gives each attempt its own state', () => {
    const first = beginKakaoSignIn();
    const second = beginKakaoSignIn();
    expect(second).not.toBe(first);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBe(second);
  });
});

describe('takeKakaoState', () => {
  it('accepts the state this tab sent, once', () => {
    const state = beginKakaoSignIn();
    expect(takeKakaoState(state)).toBe(true);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
    expect(takeKakaoState(state)).toBe(false);
  });

  it.each([
    ['missing', null],
    ['different', 'someone-elses-state'],
    ['empty', ''],
  ])('refuses a %s state and still consumes the stored one', (_what, returned) => {
    beginKakaoSignIn();
    expect(takeKakaoState(returned)).toBe(false);
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });

  it('refuses any state when this tab started no sign-in', () => {
    expect(takeKakaoState('anything')).toBe(false);
  });
});
