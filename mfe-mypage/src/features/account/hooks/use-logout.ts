import { logout } from '@momentum/api-client/auth';
import { useEndSession } from './use-end-session';

/** Logout: revoke the refresh token (best effort), forget the session and cached data, go to /login. */
export function useLogout(): () => Promise<void> {
  const endSession = useEndSession();
  return async () => {
    try {
      await logout();
    } catch (error) {
      // The local sign-out must happen even when the server is unreachable.
      console.warn('[logout] server logout failed', error);
    }
    endSession('/login');
  };
}
