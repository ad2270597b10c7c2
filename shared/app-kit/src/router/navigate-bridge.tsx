// Lets code outside React (the API client's 401 handler) navigate inside the one router.
import { useEffect } from 'react';
import { useNavigate } from '@momentum/app-kit/router';

let current: ((to: string) => void) | null = null;

/** Before the router has mounted, a full page load does the same. */
export function navigateOutsideReact(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}

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
