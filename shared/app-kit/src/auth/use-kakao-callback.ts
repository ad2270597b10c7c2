// The sign-in callback sequence of docs/product-spec.md. A callback this tab did not start (no or another
// OAuth state) goes back to /login with a message before its code is used.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@momentum/app-kit/router';
import { exchangeKakaoCode, loginWithKakaoToken } from '@momentum/api-client/auth';
import { useSessionStore } from '@momentum/app-kit/session';
import { takeAfterSignIn } from './after-sign-in';
import { kakaoRedirectUri } from './kakao';
import { takeKakaoState } from './kakao-state';
import { SIGN_IN_REQUEST_REFUSED, signInErrorState } from './sign-in-error';

export function useKakaoCallback(origin: string = window.location.origin): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setToken = useSessionStore((state) => state.setToken);
  // A code is single-use and the state is consumed: StrictMode's double effect must not run twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!takeKakaoState(params.get('state'))) {
      console.warn('[login] callback refused: its state is not the one this tab sent');
      navigate('/login', { replace: true, state: signInErrorState(SIGN_IN_REQUEST_REFUSED) });
      return;
    }
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
        navigate(takeAfterSignIn(), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('[login] sign-in failed', error);
        navigate('/login', { replace: true });
      });
  }, [params, navigate, setToken, origin]);
}
