// The offer to install the app, loaded only when there is one to make (install-prompt.ts). A root of its own,
// outside the first screen: it needs no router, data or session, only the theme.
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
