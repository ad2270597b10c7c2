// The sign-in callback sequence of the spec: code → provider token → our token → /home (replace).
// No code, a provider error, or any failure: logged, back to /login.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@momentum/app-kit/router';
import { exchangeKakaoCode, loginWithKakaoToken } from '@momentum/api-client/auth';
import { useSessionStore } from '@momentum/app-kit/session';
import { kakaoRedirectUri } from './kakao';

export function useKakaoCallback(origin: string = window.location.origin): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setToken = useSessionStore((state) => state.setToken);
  // A code is single-use: StrictMode's double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const providerError = params.get('error');
    if (!code || providerError) {
      console.warn('[login] callback without a usable code', { providerError });
      navigate('/login', { replace: true });
      return;
    }
    exchangeKakaoCode(code, kakaoRedirectUri(origin))
      .then(loginWithKakaoToken)
      .then((token) => {
        setToken(token);
        navigate('/home', { replace: true });
      })
      .catch((error: unknown) => {
        console.error('[login] sign-in failed', error);
        navigate('/login', { replace: true });
      });
  }, [params, navigate, setToken, origin]);
}
