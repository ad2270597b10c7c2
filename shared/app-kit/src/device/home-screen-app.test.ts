import { describe, expect, it } from 'vitest';
import { ANDROID_CHROME_UA, IPHONE_UA, SAFARI_MAC_UA } from './fake-device';
import { isInstalledApp, isIosDevice, isIosOutsideInstalledApp, type DeviceNavigator } from './home-screen-app';

const devices: Record<string, DeviceNavigator> = {
  iPhoneSafari: {
    userAgent: IPHONE_UA,
    platform: 'iPhone',
    maxTouchPoints: 5,
  },
  iPhoneChrome: {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    platform: 'iPhone',
    maxTouchPoints: 5,
  },
  iPadSafari: {
    userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    platform: 'iPad',
    maxTouchPoints: 5,
  },
  // iPadOS asks for desktop sites by default: a Mac's user agent and platform, but a touch screen.
  iPadDesktopMode: { userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 5 },
  // The e2e's WebKitGTK told an iPhone's user agent: Linux underneath.
  webKitGtkAsIPhone: {
    userAgent: IPHONE_UA,
    platform: 'Linux x86_64',
    maxTouchPoints: 0,
  },
  macSafari: { userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 0 },
  androidChrome: {
    userAgent: ANDROID_CHROME_UA,
    platform: 'Linux armv81',
    maxTouchPoints: 5,
  },
  windowsChrome: {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    platform: 'Win32',
    maxTouchPoints: 0,
  },
  // jsdom and older engines leave maxTouchPoints out.
  noTouchField: { userAgent: SAFARI_MAC_UA, platform: 'MacIntel' },
};

describe('isIosDevice', () => {
  it.each(['iPhoneSafari', 'iPhoneChrome', 'iPadSafari', 'iPadDesktopMode', 'webKitGtkAsIPhone'])('%s is iOS', (name) => {
    expect(isIosDevice(devices[name]!)).toBe(true);
  });

  it.each(['macSafari', 'androidChrome', 'windowsChrome', 'noTouchField'])('%s is not', (name) => {
    expect(isIosDevice(devices[name]!)).toBe(false);
  });
});

const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' });

describe('isInstalledApp', () => {
  it("is the installed app when Safari's navigator.standalone says so, whatever the display mode reports", () => {
    expect(isInstalledApp({ ...devices.iPhoneSafari!, standalone: true })).toBe(true);
    expect(isInstalledApp({ ...devices.iPhoneSafari!, standalone: true }, media(false))).toBe(true);
  });

  it('is the installed app when the display mode is standalone', () => {
    expect(isInstalledApp(devices.androidChrome!, media(true))).toBe(true);
    expect(isInstalledApp({ ...devices.iPhoneSafari!, standalone: false }, media(true))).toBe(true);
  });

  it('is a browser tab otherwise, or when there is no matchMedia to ask', () => {
    expect(isInstalledApp({ ...devices.iPhoneSafari!, standalone: false }, media(false))).toBe(false);
    expect(isInstalledApp(devices.windowsChrome!, media(false))).toBe(false);
    expect(isInstalledApp(devices.iPhoneSafari!)).toBe(false);
  });
});

describe('isIosOutsideInstalledApp', () => {
  const windowOf = (nav: DeviceNavigator, standaloneDisplay: boolean) =>
    ({ navigator: nav, matchMedia: media(standaloneDisplay) }) as unknown as Window;

  it('is true only for iOS in a browser tab', () => {
    expect(isIosOutsideInstalledApp(windowOf(devices.iPhoneSafari!, false))).toBe(true);
    expect(isIosOutsideInstalledApp(windowOf(devices.iPadDesktopMode!, false))).toBe(true);
    expect(isIosOutsideInstalledApp(windowOf(devices.iPhoneSafari!, true))).toBe(false);
    expect(isIosOutsideInstalledApp(windowOf({ ...devices.iPhoneSafari!, standalone: true }, false))).toBe(false);
    expect(isIosOutsideInstalledApp(windowOf(devices.androidChrome!, false))).toBe(false);
    expect(isIosOutsideInstalledApp(windowOf(devices.windowsChrome!, false))).toBe(false);
  });

  it('reads the real window by default (jsdom: no iPhone, no matchMedia)', () => {
    expect(isIosOutsideInstalledApp()).toBe(false);
  });
});
