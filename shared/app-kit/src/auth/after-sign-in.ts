// Where a sign-in that started from a link (an invite) comes back to. Kept in sessionStorage because the
// sign-in leaves the app for the provider's page and returns to the callback in the same tab.

const AFTER_SIGN_IN_KEY = 'momentum.afterSignIn';

/** A path of this app only: a full URL or a protocol-relative `//host` could send the person elsewhere. */
function isAppPath(path: string | null): path is string {
  return path !== null && /^\/(?![/\\])/.test(path);
}

export function rememberAfterSignIn(path: string, storage: Storage = sessionStorage): void {
  if (isAppPath(path)) storage.setItem(AFTER_SIGN_IN_KEY, path);
}

/** Single use: read and removed, so a later sign-in in this tab lands on /home as usual. */
export function takeAfterSignIn(storage: Storage = sessionStorage): string {
  const path = storage.getItem(AFTER_SIGN_IN_KEY);
  storage.removeItem(AFTER_SIGN_IN_KEY);
  return isAppPath(path) ? path : '/home';
}
