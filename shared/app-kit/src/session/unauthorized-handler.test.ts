import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './session-store';
import { createUnauthorizedHandler, LOGIN_REQUIRED_MESSAGE } from './unauthorized-handler';

beforeEach(() => {
  window.history.replaceState(null, '', '/mypage');
});

describe('createUnauthorizedHandler', () => {
  it('clears the token, alerts once for a burst of 401s and navigates to /login', () => {
    const navigate = vi.fn();
    const alertFn = vi.fn();
    useSessionStore.getState().setToken('expired');
    const onUnauthorized = createUnauthorizedHandler(navigate, alertFn);
    onUnauthorized();
    onUnauthorized();
    onUnauthorized();
    expect(useSessionStore.getState().token).toBeNull();
    expect(alertFn).toHaveBeenCalledTimes(1);
    expect(alertFn).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('alerts again after the next sign-in', () => {
    const alertFn = vi.fn();
    const onUnauthorized = createUnauthorizedHandler(vi.fn(), alertFn);
    onUnauthorized();
    useSessionStore.getState().setToken('new');
    onUnauthorized();
    expect(alertFn).toHaveBeenCalledTimes(2);
  });

  it('stays quiet during sign-in itself', () => {
    window.history.replaceState(null, '', '/auth/kakao/callback?code=x');
    const alertFn = vi.fn();
    const navigate = vi.fn();
    createUnauthorizedHandler(navigate, alertFn)();
    expect(alertFn).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
