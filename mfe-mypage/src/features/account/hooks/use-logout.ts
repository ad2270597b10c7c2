import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '@momentum/api-client/auth';
import { useSessionStore } from '@momentum/app-kit/session';

/** Logout: revoke the refresh token (best effort), forget the session and cached data, go to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearToken = useSessionStore((state) => state.clearToken);
  return async () => {
    try {
      await logout();
    } catch (error) {
      // The local sign-out must happen even when the server is unreachable.
      console.warn('[logout] server logout failed', error);
    }
    clearToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
