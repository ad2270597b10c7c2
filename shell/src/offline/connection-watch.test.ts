import { onlineManager } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { RECHECK_MS, watchConnection } from './connection-watch';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

it("comes back online without an 'online' event, once navigator.onLine says so", () => {
  vi.useFakeTimers();
  const nav = { onLine: false };
  watchConnection(onlineManager, nav, window);
  onlineManager.setOnline(false);
  vi.advanceTimersByTime(RECHECK_MS);
  expect(onlineManager.isOnline()).toBe(false);
  nav.onLine = true;
  vi.advanceTimersByTime(RECHECK_MS);
  expect(onlineManager.isOnline()).toBe(true);
});

it("still follows the 'offline' and 'online' events", () => {
  const nav = { onLine: true };
  watchConnection(onlineManager, nav, window);
  nav.onLine = false;
  window.dispatchEvent(new Event('offline'));
  expect(onlineManager.isOnline()).toBe(false);
  nav.onLine = true;
  window.dispatchEvent(new Event('online'));
  expect(onlineManager.isOnline()).toBe(true);
});
