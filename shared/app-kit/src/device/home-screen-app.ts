// On iOS a site is installed only by hand (no `beforeinstallprompt`) and gets Web Push only once it is.
// Pure functions of what the browser reports, so any engine told an iPhone's user agent behaves as one.

export interface DeviceNavigator {
  readonly userAgent: string;
  readonly platform: string;
  readonly maxTouchPoints?: number;
  /** Safari's own flag: true in the app opened from the home screen. */
  readonly standalone?: boolean;
}

export type MatchMedia = (query: string) => { readonly matches: boolean };

/** iPhone, iPad or iPod; an iPad asking for desktop sites calls itself a Mac ('MacIntel'), but with touch. */
export function isIosDevice(nav: DeviceNavigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1);
}

export function isInstalledApp(nav: DeviceNavigator, matchMedia?: MatchMedia): boolean {
  return nav.standalone === true || matchMedia?.('(display-mode: standalone)').matches === true;
}

export function isInstalledWindow(win: Window = window): boolean {
  return isInstalledApp(win.navigator, typeof win.matchMedia === 'function' ? (query) => win.matchMedia(query) : undefined);
}

export function isIosOutsideInstalledApp(win: Window = window): boolean {
  return isIosDevice(win.navigator) && !isInstalledWindow(win);
}
