import { expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_KEY } from '@momentum/first-visit/runtime/inline-scripts';
import { listenForInstallPrompt } from './install-prompt';

it("keeps the browser's own prompt back and loads the offer after load and idle, with the event", async () => {
  const offered = vi.fn();
  vi.doMock('./install-offer', () => ({ offerInstall: offered }));
  const target = new EventTarget() as Window;
  listenForInstallPrompt(target);
  const event = new Event('beforeinstallprompt', { cancelable: true });
  target.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  // jsdom's document is complete: the offer loads in the next idle period.
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(event));
});

it('offers an event the page kept before the app had started', async () => {
  const offered = vi.fn();
  vi.doMock('./install-offer', () => ({ offerInstall: offered }));
  const target = new EventTarget() as Window;
  const early = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(target, { [INSTALL_PROMPT_KEY]: early });
  listenForInstallPrompt(target);
  await vi.waitFor(() => expect(offered).toHaveBeenCalledWith(early));
});
