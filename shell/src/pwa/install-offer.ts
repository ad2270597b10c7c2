// The offer to install the app ('홈 화면에 추가하면 앱처럼 쓸 수 있어요'), loaded once the browser said the
// app can be installed, or on an iPhone or iPad outside the installed app (install-prompt.ts). Same
// rules either way; only the content differs. It renders in a root of its own, outside the first screen.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';
import { isInstalledWindow } from '@momentum/app-kit/home-screen-app';
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

let shown: { close: () => void } | null = null;

/**
 * Shows the offer, unless the app is installed, the offer was closed lately, or it is already up: with
 * '설치' for Chromium's `event`, or with the steps to add the app by hand where there is none (iOS).
 * It needs no router, data or session, only the app's one theme object.
 */
export function offerInstall(event: InstallPromptEvent | null, storage: Storage = localStorage): void {
  if (shown || isInstalledWindow() || isDismissed(storage)) return;
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
  const onInstall = event
    ? async () => {
        await event.prompt();
        const { outcome } = await event.userChoice;
        // The event's prompt works once: the offer goes either way; a "no" to the browser counts as closing it.
        if (outcome === 'dismissed') rememberDismissal(storage);
        close();
      }
    : undefined;
  const onClose = () => {
    rememberDismissal(storage);
    close();
  };
  root.render(createElement(ThemeProvider, { theme }, createElement(InstallOfferBar, { onInstall, onClose })));
}
