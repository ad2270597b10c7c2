import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@momentum/app-kit/router';
import { useSessionStore } from '@momentum/app-kit/session';

export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
