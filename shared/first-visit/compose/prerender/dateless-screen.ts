// A remote's base route whose loading state names no date (moment, feed, My page): good for a year, that
// is until the remote's next release writes it again. Home's names the Seoul year and sets its own end.
import type { ComponentType } from 'react';
import { renderRemoteScreen } from './render-remote-screen';

const A_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** prerendered-screens.json's content for `basePath`'s own route. */
export function datelessBaseScreen(RemoteRoutes: ComponentType, basePath: string, now: Date) {
  return { '/': { ...renderRemoteScreen(RemoteRoutes, basePath, '/'), validUntil: new Date(now.getTime() + A_YEAR_MS).toISOString() } };
}
