// Lets code outside React (the API client's 401 handler) navigate inside the one router: the router
// hands its navigate function over once it has mounted.
import { useEffect } from 'react';
import { useNavigate } from '@momentum/app-kit/router';

let current: ((to: string) => void) | null = null;

/** Navigates inside the router once it is mounted; before that, a full page load does the same. */
export function navigateOutsideReact(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}

/** Render once inside the router. */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    current = (to) => void navigate(to);
    return () => {
      current = null;
    };
  }, [navigate]);
  return null;
}
