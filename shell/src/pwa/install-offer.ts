// The offer to install the app ('홈 화면에 추가하면 앱처럼 쓸 수 있어요'), loaded only once the browser said
// the app can be installed (install-prompt.ts). Not shown in the installed app, nor for 30 days after
// the user closed it. It renders in a small root of its own, so none of it is in the first screen's
// code; it needs no router, data or session, only the app's one theme object.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';
import { InstallOfferBar } from './install-offer-bar';

/** The event Chromium fires (not in TypeScript's DOM types): `prompt()` shows its install dialog, once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const DISMISSED_KEY = 'momentum.installOfferDismissedAt';
export const DISMISSAL_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the user closed the offer (or declined the browser's dialog) within the last 30 days. */
export function isDismissed(storage: Pick<Storage, 'getItem'>, now = Date.now()): boolean {
  const at = Number(storage.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < DISMISSAL_MS;
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'>, now = Date.now()): void {
  try {
    storage.setItem(DISMISSED_KEY, String(now));
  } catch {
    // Storage full or refused (private mode): the offer comes back next time, nothing worse.
  }
}

/** Running as the installed app: a home-screen app opens standalone (iOS says so on navigator). */
export function isInstalled(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  return win.matchMedia('(display-mode: standalone)').matches || (win.navigator as { standalone?: boolean }).standalone === true;
}

let shown: { close: () => void } | null = null;

/** Shows the offer for `event`, unless the app is installed, the offer was closed lately, or it is already up. */
export function offerInstall(event: InstallPromptEvent, storage: Storage = localStorage): void {
  if (shown || isInstalled() || isDismissed(storage)) return;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
    shown = null;
    window.removeEventListener('appinstalled', close);
  };
  shown = { close };
  window.addEventListener('appinstalled', close);
  const onInstall = async () => {
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event's prompt works once: the offer goes either way; a "no" to the browser counts as closing it.
    if (outcome === 'dismissed') rememberDismissal(storage);
    close();
  };
  const onClose = () => {
    rememberDismissal(storage);
    close();
  };
  root.render(createElement(ThemeProvider, { theme }, createElement(InstallOfferBar, { onInstall, onClose })));
}
