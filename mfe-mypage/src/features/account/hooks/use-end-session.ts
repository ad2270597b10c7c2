import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@momentum/app-kit/router';
import { useSessionStore } from '@momentum/app-kit/session';

/**
 * Leaves for `to`, then forgets the session and cached answers once this screen has unmounted: cleared first,
 * the tab guard would send the user to /login and mounted queries would refetch without a token.
 */
export function useEndSession(): (to: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ending = useRef(false);

  const forget = useCallback(() => {
    useSessionStore.getState().clearToken();
    queryClient.clear();
  }, [queryClient]);

  useEffect(
    () => () => {
      if (ending.current) forget();
    },
    [forget],
  );

  return (to) => {
    ending.current = true;
    void navigate(to, { replace: true });
  };
}
