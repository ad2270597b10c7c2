import { expect, it, vi } from 'vitest';
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
