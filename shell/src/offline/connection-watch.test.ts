import { onlineManager } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { RECHECK_MS, watchConnection } from './connection-watch';

afterEach(() => {
  vi.useRealTimers();
  watchConnection(onlineManager, { onLine: true }, window);
});

it("starts offline when loaded offline, and comes back online without an 'online' event", () => {
  vi.useFakeTimers();
  const nav = { onLine: false };
  watchConnection(onlineManager, nav, window);
  expect(onlineManager.isOnline()).toBe(false);
  vi.advanceTimersByTime(RECHECK_MS);
  expect(onlineManager.isOnline()).toBe(false);
  nav.onLine = true;
  vi.advanceTimersByTime(RECHECK_MS);
  expect(onlineManager.isOnline()).toBe(true);
  // Online, nothing is read any more: no timer is left running.
  expect(vi.getTimerCount()).toBe(0);
});

it("follows the 'offline' and 'online' events, with no timer while online", () => {
  vi.useFakeTimers();
  const nav = { onLine: true };
  watchConnection(onlineManager, nav, window);
  expect(vi.getTimerCount()).toBe(0);
  nav.onLine = false;
  window.dispatchEvent(new Event('offline'));
  expect(onlineManager.isOnline()).toBe(false);
  nav.onLine = true;
  window.dispatchEvent(new Event('online'));
  expect(onlineManager.isOnline()).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
});
