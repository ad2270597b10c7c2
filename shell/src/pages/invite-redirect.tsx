// /invite/{code} is the address people share; the screen is mypage's, so the link hands over to it,
// through a sign-in first that then comes back here.
import { Navigate, useParams } from '@momentum/app-kit/router';
import { useSessionStore } from '@momentum/app-kit/session';
import { rememberAfterSignIn } from '@momentum/app-kit/after-sign-in';

export function InviteRedirect() {
  const token = useSessionStore((state) => state.token);
  const code = encodeURIComponent(useParams().friendCode ?? '');
  if (!token) {
    rememberAfterSignIn(`/invite/${code}`);
    return <Navigate to="/login" replace />;
  }
  return <Navigate to={`/mypage/invite/${code}`} replace />;
}
