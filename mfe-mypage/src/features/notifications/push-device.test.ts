import { afterEach, expect, it, vi } from 'vitest';
import { installFakePushBrowser, removePushSupport } from '../../test/fake-push-browser';
import { PUSH_SUBSCRIBE_TIMEOUT_MS, PushDeviceError, prepareDevice, subscribeDevice } from './push-device';

// 65 bytes, base64url: the shape of a real VAPID public key.
const VAPID_KEY = 'BPxL' + 'A'.repeat(83);

afterEach(() => {
  vi.useRealTimers();
  removePushSupport();
});

/** A device whose permission was granted before, made ready as the screen does on opening. */
async function preparedDevice() {
  const browser = installFakePushBrowser();
  browser.current = 'granted';
  const device = await prepareDevice(navigator.serviceWorker.ready, Promise.resolve(VAPID_KEY));
  return { browser, device };
}

it('bounds a subscribe that never answers: subscribe-failed once the bound passes, not before', async () => {
  const { browser, device } = await preparedDevice();
  vi.useFakeTimers();
  browser.subscribeHangs = true;
  let outcome: unknown = 'pending';
  void subscribeDevice(device, 5_000).then(
    () => (outcome = 'subscribed'),
    (error: unknown) => (outcome = error),
  );
  await vi.advanceTimersByTimeAsync(4_999);
  expect(outcome).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(outcome).toBeInstanceOf(PushDeviceError);
  expect((outcome as PushDeviceError).reason).toBe('subscribe-failed');
});

it('takes an answer that comes just inside the default bound', async () => {
  const { browser, device } = await preparedDevice();
  vi.useFakeTimers();
  const late = { endpoint: 'https://push.example/slow', keys: { p256dh: 'p', auth: 'a' } };
  browser.subscribe.mockImplementationOnce(
    () => new Promise((resolve) => setTimeout(() => resolve({ toJSON: () => late }), PUSH_SUBSCRIBE_TIMEOUT_MS - 1)),
  );
  const subscribing = subscribeDevice(device);
  await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS - 1);
  await expect(subscribing).resolves.toEqual(late);
});

it("replaces a subscription made for another key (the server's pair changed) before subscribing", async () => {
  const { browser } = await preparedDevice();
  const old = { endpoint: 'https://push.example/old', options: { applicationServerKey: new Uint8Array(65).fill(7).buffer }, unsubscribe: vi.fn(async () => true) };
  browser.getSubscription.mockResolvedValueOnce(old);
  const device = await prepareDevice(navigator.serviceWorker.ready, Promise.resolve(VAPID_KEY));
  await expect(subscribeDevice(device)).resolves.toMatchObject({ endpoint: 'https://push.example/device-1' });
  expect(old.unsubscribe).toHaveBeenCalledTimes(1);
  expect(old.unsubscribe.mock.invocationCallOrder[0]).toBeLessThan(browser.subscribe.mock.invocationCallOrder[0]!);
});
