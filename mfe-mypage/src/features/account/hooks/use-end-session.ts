import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@momentum/app-kit/router';
import { useSessionStore } from '@momentum/app-kit/session';

/**
 * Leaves for `to` (history replaced), then forgets the session and every cached answer once this
 * screen has unmounted. Order matters: the shell's router commits navigations in a transition, while a
 * token change re-renders at once; clearing the token first would let the tab layout's guard send the
 * user to /login (instead of `/`) and let mounted queries refetch without a token.
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
