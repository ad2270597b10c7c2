// The install offer on an iPhone or iPad: Safari fires no install event, so the bar shows the steps to
// add the app by hand, under the Chromium offer's rules (docs/product-spec.md §10). The device is told
// only through navigator and matchMedia, as the e2e's WebKitGTK with an iPhone's user agent tells it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADD_TO_HOME_SCREEN_STEP } from '@momentum/app-kit/home-screen-steps';
import { ANDROID_CHROME_UA, forgetDevice, IPHONE_UA, pretendDevice, SAFARI_MAC_UA } from '@momentum/app-kit/fake-device';
import { listenForInstallPrompt } from './install-prompt';
import { DISMISSAL_MS, DISMISSED_KEY } from './install-offer';
import { CLOSE_LABEL, INSTALL_LABEL, INSTALL_OFFER_TEXT, INSTALL_REGION_LABEL } from './install-offer-bar';

/** A page as the shell starts it: listening from the start, the person signed in or not. */
function startPage(signedIn = true): Window {
  const page = new EventTarget() as Window;
  listenForInstallPrompt(page, () => signedIn);
  return page;
}

const tap = (page: Window) => page.dispatchEvent(new Event('pointerdown'));
const offer = () => screen.queryByRole('region', { name: INSTALL_REGION_LABEL });
/** Long enough for the offer (its module already loaded here) to come up in jsdom's next idle period. */
const noOfferAfterAWhile = async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(offer()).toBeNull();
};

beforeEach(() => {
  localStorage.clear();
  pretendDevice({ userAgent: IPHONE_UA });
});

afterEach(() => {
  // Close whatever offer a test left up, so the next one starts without it.
  const close = screen.queryByRole('button', { name: new RegExp(CLOSE_LABEL) });
  if (close) act(() => fireEvent.click(close));
  forgetDevice();
  localStorage.clear();
});

it("on an iPhone, shows the steps to add the app by hand after a signed-in person's first tap, with no '설치'", async () => {
  const page = startPage();
  await noOfferAfterAWhile();

  tap(page);
  const bar = await screen.findByRole('region', { name: INSTALL_REGION_LABEL });
  expect(ADD_TO_HOME_SCREEN_STEP).toBe("공유 버튼(⬆︎)을 누른 뒤 '홈 화면에 추가'를 선택하세요");
  expect(screen.getByRole('status')).toHaveTextContent(INSTALL_OFFER_TEXT);
  expect(screen.getByRole('status')).toHaveTextContent(ADD_TO_HOME_SCREEN_STEP);
  expect(screen.queryByRole('button', { name: INSTALL_LABEL })).toBeNull();
  const close = screen.getByRole('button', { name: `${INSTALL_REGION_LABEL} ${CLOSE_LABEL}` });
  // A 44 px tap target (1rem is 10 px), and the bar leaves the focus where it was.
  expect(getComputedStyle(close).minHeight).toBe('4.4rem');
  expect(getComputedStyle(close).minWidth).toBe('4.4rem');
  expect(bar.contains(document.activeElement)).toBe(false);
});

it('an iPad asking for desktop sites (a Mac with touch) gets the steps; Android without the event and a Mac do not', async () => {
  pretendDevice({ userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 5 });
  tap(startPage());
  expect(await screen.findByRole('region', { name: INSTALL_REGION_LABEL })).toHaveTextContent(ADD_TO_HOME_SCREEN_STEP);
  act(() => fireEvent.click(screen.getByRole('button', { name: new RegExp(CLOSE_LABEL) })));
  localStorage.clear();

  pretendDevice({ userAgent: ANDROID_CHROME_UA, platform: 'Linux armv81' });
  tap(startPage());
  await noOfferAfterAWhile();
  pretendDevice({ userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 0 });
  tap(startPage());
  await noOfferAfterAWhile();
});

it('offers nothing to a signed-out page however it is used', async () => {
  const page = startPage(false);
  tap(page);
  page.dispatchEvent(new Event('keydown'));
  await noOfferAfterAWhile();
});

it("never inside the installed app: Safari's navigator.standalone, or the standalone display", async () => {
  pretendDevice({ userAgent: IPHONE_UA, standalone: true });
  tap(startPage());
  await noOfferAfterAWhile();

  pretendDevice({ userAgent: IPHONE_UA, standalone: false, displayStandalone: true });
  tap(startPage());
  await noOfferAfterAWhile();
});

it("'닫기' hides it, and it stays away for 30 days, not longer", async () => {
  tap(startPage());
  await screen.findByRole('region', { name: INSTALL_REGION_LABEL });
  act(() => fireEvent.click(screen.getByRole('button', { name: `${INSTALL_REGION_LABEL} ${CLOSE_LABEL}` })));
  expect(offer()).toBeNull();
  const closedAt = Number(localStorage.getItem(DISMISSED_KEY));
  expect(Date.now() - closedAt).toBeLessThan(1000);

  // The next visits, tapped again: 29 days on, nothing; 30 days on, the steps are back.
  localStorage.setItem(DISMISSED_KEY, String(Date.now() - DISMISSAL_MS + 24 * 60 * 60 * 1000));
  tap(startPage());
  await noOfferAfterAWhile();
  localStorage.setItem(DISMISSED_KEY, String(Date.now() - DISMISSAL_MS));
  tap(startPage());
  await waitFor(() => expect(offer()).toHaveTextContent(ADD_TO_HOME_SCREEN_STEP));
});
