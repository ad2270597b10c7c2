import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DISMISSAL_MS, DISMISSED_KEY, isDismissed, offerInstall, rememberDismissal, type InstallPromptEvent } from './install-offer';
import { ADD_TO_HOME_SCREEN_STEP } from '@momentum/app-kit/home-screen-steps';
import { CLOSE_LABEL, INSTALL_LABEL, INSTALL_OFFER_TEXT } from './install-offer-bar';

function promptEvent(outcome: 'accepted' | 'dismissed' = 'accepted'): InstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
}

function displayMode(standalone: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList);
}

beforeEach(() => {
  localStorage.clear();
  displayMode(false);
});
afterEach(() => {
  // Close whatever offer a test left up, so the next one starts without it.
  const close = screen.queryByRole('button', { name: new RegExp(CLOSE_LABEL) });
  if (close) act(() => fireEvent.click(close));
  localStorage.clear();
});

it("offers '설치': a tap opens the browser's dialog and the offer goes", async () => {
  const event = promptEvent('accepted');
  act(() => offerInstall(event));
  expect(screen.getByRole('region', { name: '앱 설치 안내' })).toHaveTextContent(INSTALL_OFFER_TEXT);
  expect(INSTALL_OFFER_TEXT).toBe('홈 화면에 추가하면 앱처럼 쓸 수 있어요');
  // The steps to add it by hand are for browsers with no install dialog (iOS: home-screen-offer.test.tsx).
  expect(screen.getByRole('region', { name: '앱 설치 안내' })).not.toHaveTextContent(ADD_TO_HOME_SCREEN_STEP);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: INSTALL_LABEL })));
  expect(event.prompt).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('region', { name: '앱 설치 안내' })).toBeNull());
  // Installed, not declined: nothing remembered as a dismissal.
  expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
});

it("'닫기' hides the offer and keeps it away for 30 days, not longer", () => {
  act(() => offerInstall(promptEvent()));
  act(() => fireEvent.click(screen.getByRole('button', { name: new RegExp(CLOSE_LABEL) })));
  expect(screen.queryByRole('region', { name: '앱 설치 안내' })).toBeNull();
  const at = Number(localStorage.getItem(DISMISSED_KEY));
  expect(at).toBeGreaterThan(0);
  expect(isDismissed(localStorage, at + DISMISSAL_MS - 1)).toBe(true);
  expect(isDismissed(localStorage, at + DISMISSAL_MS)).toBe(false);

  act(() => offerInstall(promptEvent()));
  expect(screen.queryByRole('region', { name: '앱 설치 안내' })).toBeNull();
});

it('declining the browser dialog counts as closing the offer', async () => {
  act(() => offerInstall(promptEvent('dismissed')));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: INSTALL_LABEL })));
  await waitFor(() => expect(localStorage.getItem(DISMISSED_KEY)).not.toBeNull());
});

it('is not offered inside the installed app, nor twice at once', () => {
  displayMode(true);
  act(() => offerInstall(promptEvent()));
  expect(screen.queryByRole('region', { name: '앱 설치 안내' })).toBeNull();

  displayMode(false);
  act(() => offerInstall(promptEvent()));
  act(() => offerInstall(promptEvent()));
  expect(screen.getAllByRole('region', { name: '앱 설치 안내' })).toHaveLength(1);
});

it('a stored value that is no time, or storage that refuses, is no dismissal and no error', () => {
  localStorage.setItem(DISMISSED_KEY, 'yesterday');
  expect(isDismissed(localStorage)).toBe(false);
  expect(() => rememberDismissal({ setItem: () => { throw new Error('QuotaExceededError'); } })).not.toThrow();
});
