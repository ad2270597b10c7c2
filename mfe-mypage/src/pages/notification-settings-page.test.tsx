import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import {
  deletePushSubscription,
  getNotificationSettings,
  getVapidPublicKey,
  saveNotificationSettings,
  savePushSubscription,
} from '@momentum/api-client/push';
import { PUSH_SUBSCRIBE_TIMEOUT_MS } from '../features/notifications/push-device';
import { apiError, renderRoutes } from '../test/render-routes';
import { FAKE_KEYS, installFakePushBrowser, removePushSupport, type FakePushBrowser } from '../test/fake-push-browser';
import { IPHONE_UA, forgetDevice, pretendDevice } from '@momentum/app-kit/fake-device';

vi.mock('@momentum/api-client/users', () => ({ getMe: vi.fn(() => new Promise(() => {})) }));
vi.mock('@momentum/api-client/push', () => ({
  getNotificationSettings: vi.fn(),
  getVapidPublicKey: vi.fn(),
  saveNotificationSettings: vi.fn(),
  savePushSubscription: vi.fn(),
  deletePushSubscription: vi.fn(),
}));

const stored = { pushEnabled: false, reminderHour: 21, knockPush: true, cheerPush: true };
// 65 bytes, base64url: the shape of a real VAPID public key.
const VAPID_KEY = 'BPxL' + 'A'.repeat(83);
let browser: FakePushBrowser;

beforeEach(() => {
  vi.mocked(getNotificationSettings).mockReset().mockResolvedValue(stored);
  vi.mocked(getVapidPublicKey).mockReset().mockResolvedValue(VAPID_KEY);
  vi.mocked(saveNotificationSettings).mockReset().mockImplementation(async (next) => next);
  vi.mocked(savePushSubscription).mockReset().mockResolvedValue({ message: '저장했습니다.' });
  vi.mocked(deletePushSubscription).mockReset().mockResolvedValue(undefined);
  browser = installFakePushBrowser();
});

afterEach(() => {
  vi.useRealTimers();
  removePushSupport();
  forgetDevice();
  act(() => onlineManager.setOnline(true));
});

const pushSwitch = () => screen.getByRole('switch', { name: '푸시 알림' });
const knockSwitch = () => screen.getByRole('switch', { name: '노크 알림' });
const cheerSwitch = () => screen.getByRole('switch', { name: '응원 알림' });
const hourSelect = () => screen.getByRole('combobox', { name: '리마인더 시간' });

async function openScreen() {
  renderRoutes('/mypage/notifications');
  expect(screen.getByRole('heading', { level: 1, name: '알림 설정' })).toBeInTheDocument();
  await screen.findByRole('switch', { name: '푸시 알림' });
}

describe('알림 설정', () => {
  it('is reached from My Page and shows the stored settings', async () => {
    const user = userEvent.setup();
    renderRoutes('/mypage');
    await user.click(screen.getByRole('link', { name: '알림 설정' }));
    await screen.findByRole('switch', { name: '푸시 알림' });
    expect(pushSwitch()).not.toBeChecked();
    expect(knockSwitch()).toBeChecked();
    expect(cheerSwitch()).toBeChecked();
    expect(hourSelect()).toHaveValue('21');
    expect(screen.getByRole('option', { name: '오후 9시' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '받지 않기' })).toBeInTheDocument();
  });

  it('saves the reminder hour at once, every control disabled while it saves', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    vi.mocked(saveNotificationSettings).mockImplementation(
      (next) => new Promise((resolve) => (answer = () => resolve(next))),
    );
    await openScreen();
    await user.selectOptions(hourSelect(), '오전 7시');
    expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, reminderHour: 7 });
    expect(hourSelect()).toHaveValue('7');
    for (const control of [pushSwitch(), knockSwitch(), cheerSwitch(), hourSelect()]) expect(control).toBeDisabled();
    answer();
    await waitFor(() => expect(hourSelect()).toBeEnabled());
    expect(hourSelect()).toHaveValue('7');
  });

  it("shows and saves the automatic hour ('AUTO'), and a number hour over it", async () => {
    vi.mocked(getNotificationSettings).mockResolvedValue({ ...stored, reminderHour: 'AUTO' });
    const user = userEvent.setup();
    await openScreen();
    expect(hourSelect()).toHaveValue('AUTO');
    expect(hourSelect()).toHaveDisplayValue('자동 (평소 인증하는 시간)');
    await user.selectOptions(hourSelect(), '오후 10시');
    await waitFor(() => expect(hourSelect()).toBeEnabled());
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({ ...stored, reminderHour: 22 });
    await user.selectOptions(hourSelect(), '자동 (평소 인증하는 시간)');
    await waitFor(() => expect(hourSelect()).toBeEnabled());
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({ ...stored, reminderHour: 'AUTO' });
    expect(hourSelect()).toHaveValue('AUTO');
  });

  it('turns the reminder off (null) and the knock and cheer pushes off', async () => {
    const user = userEvent.setup();
    await openScreen();
    await user.selectOptions(hourSelect(), '받지 않기');
    await waitFor(() => expect(hourSelect()).toBeEnabled());
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({ ...stored, reminderHour: null });
    await user.click(knockSwitch());
    await waitFor(() => expect(knockSwitch()).not.toBeChecked());
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({ ...stored, reminderHour: null, knockPush: false });
    await user.click(cheerSwitch());
    await waitFor(() => expect(cheerSwitch()).not.toBeChecked());
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({ ...stored, reminderHour: null, knockPush: false, cheerPush: false });
  });

  it('turns push on: asks permission, subscribes with the server key, saves the subscription, then the settings', async () => {
    const user = userEvent.setup();
    await openScreen();
    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(savePushSubscription).toHaveBeenCalledWith({ endpoint: 'https://push.example/device-1', keys: FAKE_KEYS });
    expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, pushEnabled: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // WebKit lets a page prompt only within a tap's activation, which the first prompt uses up
  // (test/fake-push-browser.ts): the browser must be asked in the tap's handler, before any await.
  describe('asks the browser in the tap itself', () => {
    /** The screen open, and this device made ready (worker, key, subscription) as it does on opening. */
    async function openPrepared() {
      await openScreen();
      await waitFor(() => expect(browser.getSubscription).toHaveBeenCalled());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }

    it('permission granted before: pushManager.subscribe is called in the tap', async () => {
      browser.current = 'granted';
      await openPrepared();
      fireEvent.click(pushSwitch());
      expect(browser.subscribe).toHaveBeenCalledTimes(1);
      expect(browser.requestPermission).not.toHaveBeenCalled();
      await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, pushEnabled: true }));
      expect(savePushSubscription).toHaveBeenCalledWith({ endpoint: 'https://push.example/device-1', keys: FAKE_KEYS });
      expect(browser.promptsWithoutTap).toBe(0);
    });

    it('nothing decided yet: the permission is asked in the tap, then subscribe needs no tap', async () => {
      await openPrepared();
      fireEvent.click(pushSwitch());
      expect(browser.requestPermission).toHaveBeenCalledTimes(1);
      // Not both at once: the first prompt uses the tap up.
      expect(browser.subscribe).not.toHaveBeenCalled();
      await waitFor(() => expect(pushSwitch()).toBeChecked());
      await waitFor(() => expect(pushSwitch()).toBeEnabled());
      expect(browser.subscribe).toHaveBeenCalledTimes(1);
      expect(browser.promptsWithoutTap).toBe(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('a worker still starting at the tap: the permission is asked in the tap, subscribing waits for the worker', async () => {
      let workerReady!: () => void;
      const pushManager = { subscribe: browser.subscribe, getSubscription: browser.getSubscription };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { ready: new Promise((resolve) => (workerReady = () => resolve({ pushManager }))) },
      });
      await openScreen();
      fireEvent.click(pushSwitch());
      expect(browser.requestPermission).toHaveBeenCalledTimes(1);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(browser.subscribe).not.toHaveBeenCalled();
      workerReady();
      await waitFor(() => expect(pushSwitch()).toBeChecked());
      expect(browser.subscribe).toHaveBeenCalledTimes(1);
      expect(browser.promptsWithoutTap).toBe(0);
    });

    it('denied before: says how to allow it at once, and asks nothing', async () => {
      browser.current = 'denied';
      await openPrepared();
      fireEvent.click(pushSwitch());
      expect(await screen.findByRole('alert')).toHaveTextContent('사이트 설정에서 알림을 허용');
      expect(browser.requestPermission).not.toHaveBeenCalled();
      expect(browser.subscribe).not.toHaveBeenCalled();
    });
  });

  it('permission denied: says how to allow it, saves nothing, the other settings stay usable', async () => {
    const user = userEvent.setup();
    browser.permission = 'denied';
    await openScreen();
    await user.click(pushSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('사이트 설정에서 알림을 허용');
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(savePushSubscription).not.toHaveBeenCalled();
    expect(saveNotificationSettings).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(knockSwitch());
    await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, knockPush: false }));
  });

  it('no push service (subscribe fails, as in headless Chromium): says so, push stays off, the rest works', async () => {
    const user = userEvent.setup();
    browser.subscribeFails = true;
    await openScreen();
    await user.click(pushSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('푸시 서비스에 연결하지 못해');
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).toBeEnabled();
    expect(saveNotificationSettings).not.toHaveBeenCalled();
    await user.selectOptions(hourSelect(), '오후 10시');
    await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, reminderHour: 22 }));
  });

  it('a push service that never answers: after the bound says so, and every control is usable again', async () => {
    // The clock also moves with real time, so testing-library's polling and the queries keep running.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    browser.subscribeHangs = true;
    await openScreen();
    await user.click(pushSwitch());
    await waitFor(() => expect(browser.subscribe).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS - 1000));
    expect(screen.getByText('저장하는 중...')).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '푸시 서비스에 연결하지 못해 이 기기에서는 푸시 알림을 켤 수 없습니다. 다른 설정은 그대로 사용할 수 있습니다.',
    );
    expect(screen.queryByText('저장하는 중...')).not.toBeInTheDocument();
    for (const control of [pushSwitch(), knockSwitch(), cheerSwitch(), hourSelect()]) expect(control).toBeEnabled();
    expect(pushSwitch()).not.toBeChecked();
    expect(savePushSubscription).not.toHaveBeenCalled();
    expect(saveNotificationSettings).not.toHaveBeenCalled();
    await user.click(knockSwitch());
    await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, knockPush: false }));
  });

  it('a browser without Web Push: says it is not supported', async () => {
    const user = userEvent.setup();
    removePushSupport();
    await openScreen();
    await user.click(pushSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('이 브라우저는 푸시 알림을 지원하지 않습니다.');
    expect(pushSwitch()).not.toBeChecked();
  });

  // Web Push on an iPhone or iPad exists only in the app opened from the home screen.
  describe('on an iPhone', () => {
    const homeScreenSteps = () => screen.queryByRole('list', { name: '홈 화면에 추가하는 방법' });

    it('in a Safari tab: says push needs the home-screen app and how to add it, instead of "not supported"', async () => {
      const user = userEvent.setup();
      removePushSupport(); // Safari outside the home-screen app has no PushManager
      pretendDevice({ userAgent: IPHONE_UA });
      await openScreen();
      expect(pushSwitch()).toHaveAccessibleDescription(
        'iPhone과 iPad에서는 홈 화면에 추가한 앱에서만 리마인더와 친구 소식을 푸시 알림으로 받을 수 있어요.',
      );
      const steps = within(homeScreenSteps()!).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual([
        "공유 버튼(⬆︎)을 누른 뒤 '홈 화면에 추가'를 선택하세요",
        '홈 화면의 모멘텀 아이콘으로 앱을 연 뒤 알림 설정에서 푸시 알림을 켜세요',
      ]);
      // Push cannot come on here, so the switch cannot be turned on; nothing else changes.
      expect(pushSwitch()).toBeDisabled();
      expect(screen.queryByText(/지원하지 않습니다/)).not.toBeInTheDocument();
      expect(getVapidPublicKey).not.toHaveBeenCalled();
      await user.click(knockSwitch());
      await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, knockPush: false }));
    });

    it('in a Safari tab, push turned on from another device can still be turned off', async () => {
      const user = userEvent.setup();
      removePushSupport();
      pretendDevice({ userAgent: IPHONE_UA });
      vi.mocked(getNotificationSettings).mockResolvedValue({ ...stored, pushEnabled: true });
      await openScreen();
      expect(pushSwitch()).toBeChecked();
      expect(pushSwitch()).toBeEnabled();
      await user.click(pushSwitch());
      await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, pushEnabled: false }));
      await waitFor(() => expect(pushSwitch()).toBeDisabled());
      expect(pushSwitch()).not.toBeChecked();
    });

    it.each([
      ["Safari's navigator.standalone", { standalone: true }],
      ['the standalone display', { displayStandalone: true }],
    ])('in the home-screen app (%s): the usual switch, turned on from the tap', async (_, installed) => {
      pretendDevice({ userAgent: IPHONE_UA, ...installed });
      await openScreen();
      expect(homeScreenSteps()).not.toBeInTheDocument();
      expect(pushSwitch()).toHaveAccessibleDescription('이 기기로 리마인더와 친구 소식을 받습니다.');
      expect(pushSwitch()).toBeEnabled();
      await waitFor(() => expect(browser.getSubscription).toHaveBeenCalled());
      fireEvent.click(pushSwitch());
      expect(browser.requestPermission).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(pushSwitch()).toBeChecked());
      await waitFor(() => expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, pushEnabled: true }));
      expect(savePushSubscription).toHaveBeenCalledWith({ endpoint: 'https://push.example/device-1', keys: FAKE_KEYS });
      expect(browser.promptsWithoutTap).toBe(0);
    });

    it("in the home-screen app, a refused permission points to the Settings app, not a browser's site settings", async () => {
      const user = userEvent.setup();
      pretendDevice({ userAgent: IPHONE_UA, standalone: true });
      browser.permission = 'denied';
      await openScreen();
      await user.click(pushSwitch());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '알림 권한이 차단되어 있습니다. 설정 앱 > 알림 > 모멘텀에서 알림을 허용한 뒤 다시 켜 주세요.',
      );
      expect(pushSwitch()).not.toBeChecked();
    });
  });

  it('a network failure offers 다시 시도, which sends the same change again', async () => {
    const user = userEvent.setup();
    vi.mocked(saveNotificationSettings).mockRejectedValueOnce(new Error('Network Error'));
    await openScreen();
    await user.click(cheerSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인하고 다시 시도해 주세요.');
    expect(cheerSwitch()).toBeChecked(); // back to the stored value
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(cheerSwitch()).not.toBeChecked());
    expect(saveNotificationSettings).toHaveBeenCalledTimes(2);
    expect(saveNotificationSettings).toHaveBeenLastCalledWith({ ...stored, cheerPush: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // docs/adr/0017-actions-taken-offline.md: nothing is asked or sent offline, and the controls keep the stored values.
  it('offline, refuses a change and turning push on with the offline message, without asking permission', async () => {
    const user = userEvent.setup();
    await openScreen();
    act(() => onlineManager.setOnline(false));
    await user.click(cheerSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.');
    expect(cheerSwitch()).toBeChecked();
    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(savePushSubscription).not.toHaveBeenCalled();
    expect(saveNotificationSettings).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(saveNotificationSettings).toHaveBeenCalledTimes(1);
  });

  it("shows the server's Korean message when it refuses a change", async () => {
    const user = userEvent.setup();
    vi.mocked(saveNotificationSettings).mockRejectedValueOnce(apiError('알림 시간은 0시부터 23시 사이여야 합니다.'));
    await openScreen();
    await user.selectOptions(hourSelect(), '오전 0시');
    expect(await screen.findByRole('alert')).toHaveTextContent('알림 시간은 0시부터 23시 사이여야 합니다.');
    expect(hourSelect()).toHaveValue('21');
  });

  it('turns push off: the server forgets this device, the device unsubscribes, the settings save', async () => {
    const user = userEvent.setup();
    vi.mocked(getNotificationSettings).mockResolvedValue({ ...stored, pushEnabled: true });
    const unsubscribe = vi.fn(async () => true);
    browser.subscription = { endpoint: 'https://push.example/device-1', unsubscribe };
    await openScreen();
    expect(pushSwitch()).toBeChecked();
    await user.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(deletePushSubscription).toHaveBeenCalledWith('https://push.example/device-1');
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(saveNotificationSettings).toHaveBeenCalledWith({ ...stored, pushEnabled: false });
  });

  it('shows a Korean error with retry when the settings cannot load', async () => {
    vi.mocked(getNotificationSettings).mockRejectedValue(new Error('down'));
    renderRoutes('/mypage/notifications');
    expect(await screen.findByText(/알림 설정을 불러오지 못했습니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
