// For unit tests: jsdom told it is an iPhone or the home-screen app, as the e2e's WebKitGTK is.
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const SAFARI_MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
export const ANDROID_CHROME_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

interface Device {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  standalone?: boolean;
  displayStandalone?: boolean;
}

export function pretendDevice({ userAgent, platform = 'iPhone', maxTouchPoints = 5, standalone, displayStandalone = false }: Device) {
  for (const [name, value] of Object.entries({ userAgent, platform, maxTouchPoints, standalone })) {
    Object.defineProperty(navigator, name, { configurable: true, get: () => value });
  }
  window.matchMedia = ((query: string) => ({ matches: displayStandalone && query === '(display-mode: standalone)' })) as typeof window.matchMedia;
}

export function forgetDevice() {
  for (const name of ['userAgent', 'platform', 'maxTouchPoints', 'standalone']) Reflect.deleteProperty(navigator, name);
  Reflect.deleteProperty(window, 'matchMedia');
}
