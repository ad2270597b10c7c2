import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, getSessionToken, useSessionStore } from './session-store';
import { decideSplashTarget } from './decide-splash-target';

beforeEach(() => {
  useSessionStore.getState().clearToken();
});

describe('session store', () => {
  it('mirrors the token to localStorage as a raw string', () => {
    useSessionStore.getState().setToken('header.payload.sig');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('header.payload.sig');
    expect(getSessionToken()).toBe('header.payload.sig');
  });

  it('removes the stored token on clear', () => {
    useSessionStore.getState().setToken('t');
    useSessionStore.getState().clearToken();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(getSessionToken()).toBeNull();
  });

  it('follows another tab signing in', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
    expect(getSessionToken()).toBe('from-other-tab');
  });
});

describe('decideSplashTarget', () => {
  it('goes home with a token and to login without one', () => {
    expect(decideSplashTarget('abc')).toBe('/home');
    expect(decideSplashTarget(null)).toBe('/login');
    expect(decideSplashTarget('')).toBe('/login');
  });
});
