import { afterEach, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_KEY } from '@momentum/first-visit/browser';
import { listenForInstallPrompt } from './install-prompt';

const offered = vi.fn();
vi.mock('./install-offer', () => ({ offerInstall: offered }));
afterEach(() => offered.mockReset());

const tap = (target: EventTarget) => target.dispatchEvent(new Event('pointerdown'));
const installable = (target: EventTarget) => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  target.dispatchEvent(event);
  return event;
};
/** Long enough for the offer's import in jsdom's next idle period, had anything asked for it. */
const noOfferYet = async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(offered).not.toHaveBeenCalled();
};

it("keeps the browser's own prompt back, and offers it once the person taps, after load and idle", async () => {
  const target = new EventTarget() as Window;
  listenForInstallPrompt(target, () => true);
  const event = installable(target);
  expect(event.defaultPrevented).toBe(true);
  await noOfferYet();

  tap(target);
  // jsdom's document is complete: the offer loads in the next idle period.
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(event));
  tap(target);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(offered).toHaveBeenCalledTimes(1);
});

it('counts a key or a tap that came before the browser said the app can be installed', async () => {
  const target = new EventTarget() as Window;
  listenForInstallPrompt(target, () => true);
  target.dispatchEvent(new Event('keydown'));
  const event = installable(target);
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(event));
});

it('offers nothing to a signed-out page, however it is used, until the person has signed in', async () => {
  let signedIn = false;
  const target = new EventTarget() as Window;
  listenForInstallPrompt(target, () => signedIn);
  const event = installable(target);
  tap(target);
  await noOfferYet();

  signedIn = true;
  tap(target);
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(event));
});

it('offers an event the page kept before the app had started', async () => {
  const target = new EventTarget() as Window;
  const early = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(target, { [INSTALL_PROMPT_KEY]: early });
  listenForInstallPrompt(target, () => true);
  await noOfferYet();
  tap(target);
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(early));
});

it('on an iPhone outside the installed app (no event ever comes), offers the steps once, after the first tap', async () => {
  const target = new EventTarget() as Window;
  listenForInstallPrompt(target, () => true, () => true);
  await noOfferYet();
  tap(target);
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(null));
  tap(target);
  target.dispatchEvent(new Event('keydown'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(offered).toHaveBeenCalledTimes(1);
});

it('asks whether the steps are needed only for a signed-in tap with no install event', async () => {
  let signedIn = false;
  const addedByHand = vi.fn(() => false);
  const target = new EventTarget() as Window;
  listenForInstallPrompt(target, () => signedIn, addedByHand);
  tap(target);
  expect(addedByHand).not.toHaveBeenCalled();
  signedIn = true;
  tap(target);
  tap(target);
  // Asked once: the answer does not change while the page lives.
  expect(addedByHand).toHaveBeenCalledTimes(1);
  await noOfferYet();
  const event = installable(target);
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(event));
});
