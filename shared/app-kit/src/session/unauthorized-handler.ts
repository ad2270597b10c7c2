import { useSessionStore } from '@momentum/app-kit/session';

export const LOGIN_REQUIRED_MESSAGE = '로그인이 필요합니다.';

/** Alerts once even when several requests fail together; re-armed when a new token is stored. */
export function createUnauthorizedHandler(navigate: (to: string) => void, alertFn: (message: string) => void = window.alert) {
  let alerted = false;
  useSessionStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token) alerted = false;
  });
  return function onUnauthorized(): void {
    useSessionStore.getState().clearToken();
    const path = window.location.pathname;
    // During sign-in a refused code is handled by the callback itself (back to /login, no alert).
    if (path === '/login' || path.startsWith('/auth/')) return;
    if (!alerted) {
      alerted = true;
      alertFn(LOGIN_REQUIRED_MESSAGE);
    }
    navigate('/login');
  };
}
