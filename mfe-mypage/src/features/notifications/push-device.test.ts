import { afterEach, expect, it, vi } from 'vitest';
import { installFakePushBrowser, removePushSupport } from '../../test/fake-push-browser';
import { PUSH_SUBSCRIBE_TIMEOUT_MS, PushDeviceError, subscribeDevice } from './push-device';

// 65 bytes, base64url: the shape of a real VAPID public key.
const VAPID_KEY = 'BPxL' + 'A'.repeat(83);

afterEach(() => {
  vi.useRealTimers();
  removePushSupport();
});

it('bounds a subscribe that never answers: subscribe-failed once the bound passes, not before', async () => {
  vi.useFakeTimers();
  installFakePushBrowser().subscribeHangs = true;
  let outcome: unknown = 'pending';
  void subscribeDevice(VAPID_KEY, 5_000).then(
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
  vi.useFakeTimers();
  const browser = installFakePushBrowser();
  const late = { endpoint: 'https://push.example/slow', keys: { p256dh: 'p', auth: 'a' } };
  browser.subscribe.mockImplementationOnce(
    () => new Promise((resolve) => setTimeout(() => resolve({ toJSON: () => late }), PUSH_SUBSCRIBE_TIMEOUT_MS - 1)),
  );
  const subscribing = subscribeDevice(VAPID_KEY);
  await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS - 1);
  await expect(subscribing).resolves.toEqual(late);
});
