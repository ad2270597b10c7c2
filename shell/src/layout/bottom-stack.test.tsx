import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { theme } from '@momentum/ui/theme';
import { OfflineBanner } from '../offline/offline-banner';
import { OFFLINE_TEXT } from '../offline/offline-notice';
import { offerInstall, type InstallPromptEvent } from '../pwa/install-offer';
import { CLOSE_LABEL, INSTALL_REGION_LABEL } from '../pwa/install-offer-bar';
import { NOTICE_HEIGHT_PROPERTY } from './bottom-stack';

const NOTICE_HEIGHT = 29;

/**
 * A `bottom` as the browser would resolve it, in px: jsdom keeps the `calc()` as written. The lengths
 * here are sums of rem and px terms; 1rem is 10px (the GlobalStyle's 62.5%), env() is 0 off a notch.
 */
function bottomOf(element: Element): number {
  const root = document.documentElement.style;
  const written = getComputedStyle(element)
    .bottom.replace(/var\((--[\w-]+), ([^)]+)\)/g, (_, name: string, fallback: string) => root.getPropertyValue(name) || fallback)
    .replace(/env\([^)]*\)/g, '0px');
  return (written.match(/[\d.]+(rem|px)/g) ?? []).reduce((sum, term) => sum + parseFloat(term) * (term.endsWith('rem') ? 10 : 1), 0);
}

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
  // jsdom lays nothing out: the notice is given the height one line of it has at 375 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { height: this.textContent === OFFLINE_TEXT ? NOTICE_HEIGHT : 0 } as DOMRect;
  });
});

afterEach(() => {
  const close = screen.queryByRole('button', { name: new RegExp(CLOSE_LABEL) });
  if (close) act(() => fireEvent.click(close));
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  localStorage.clear();
});

const chromiumEvent = () =>
  Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  }) as InstallPromptEvent;

// Chromium's offer ('설치') and the iPhone's (the steps to add the app by hand, no event) share the bar.
it.each([
  ['with its event (Chromium)', chromiumEvent],
  ['with the steps to add the app by hand (iOS)', () => null],
])('stacks the install offer %s above the offline notice while both show, and lowers it when the notice goes', async (_, event) => {
  render(
    <ThemeProvider theme={theme}>
      <OfflineBanner />
    </ThemeProvider>,
  );
  act(() => offerInstall(event()));
  const offer = screen.getByRole('region', { name: INSTALL_REGION_LABEL });
  const tabBar = parseFloat(theme.layout.tabBarHeight) * 10;
  const gap = parseFloat(theme.space[2]) * 10;
  expect(bottomOf(offer)).toBe(tabBar + gap);

  act(() => onlineManager.setOnline(false));
  const notice = await screen.findByText(OFFLINE_TEXT);
  // The notice lies on the tab bar; the offer starts above its top edge, never over its text.
  expect(bottomOf(notice)).toBe(tabBar);
  expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_PROPERTY)).toBe(`${NOTICE_HEIGHT}px`);
  expect(bottomOf(offer)).toBe(tabBar + NOTICE_HEIGHT + gap);
  expect(bottomOf(offer)).toBeGreaterThanOrEqual(bottomOf(notice) + NOTICE_HEIGHT);

  act(() => onlineManager.setOnline(true));
  expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_PROPERTY)).toBe('');
  expect(bottomOf(offer)).toBe(tabBar + gap);
});
