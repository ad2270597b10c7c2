import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@momentum/ui/theme';
import { exchangeKakaoCode, loginWithKakaoToken } from '@momentum/api-client/auth';
import { useSessionStore } from '../session/session-store';
import { rememberAfterSignIn } from './after-sign-in';
import { KAKAO_STATE_KEY, beginKakaoSignIn } from './kakao-state';
import { SIGN_IN_REQUEST_REFUSED, SignInErrorAlert } from './sign-in-error';
import { useKakaoCallback } from './use-kakao-callback';

vi.mock('@momentum/api-client/auth', () => ({
  exchangeKakaoCode: vi.fn(),
  loginWithKakaoToken: vi.fn(),
}));

const exchange = vi.mocked(exchangeKakaoCode);
const login = vi.mocked(loginWithKakaoToken);

function Callback() {
  useKakaoCallback('http://localhost:3000');
  return <p>로그인 처리 중...</p>;
}

function renderAt(url: string) {
  return render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/login', url]} initialIndex={1}>
          <Routes>
            <Route path="/auth/kakao/callback" element={<Callback />} />
            <Route path="/home" element={<p>HOME</p>} />
            <Route path="/invite/:code" element={<p>INVITE</p>} />
            <Route
              path="/login"
              element={
                <>
                  <p>LOGIN</p>
                  <SignInErrorAlert />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}

let state: string;
beforeEach(() => {
  exchange.mockReset();
  login.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.getState().clearToken();
  sessionStorage.clear();
  state = beginKakaoSignIn();
});

describe('useKakaoCallback', () => {
  it('exchanges the code once, stores the token and goes home', async () => {
    exchange.mockResolvedValue('kakao-token');
    login.mockResolvedValue('our-token');
    renderAt(`/auth/kakao/callback?code=abc&state=${state}`);
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('abc', 'http://localhost:3000/auth/kakao/callback');
    expect(login).toHaveBeenCalledWith('kakao-token');
    expect(localStorage.getItem('accessToken')).toBe('our-token');
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });

  it('comes back to the link that asked for the sign-in', async () => {
    exchange.mockResolvedValue('kakao-token');
    login.mockResolvedValue('our-token');
    rememberAfterSignIn('/invite/ABCD1234');
    renderAt(`/auth/kakao/callback?code=abc&state=${state}`);
    expect(await screen.findByText('INVITE')).toBeInTheDocument();
  });

  it.each([
    ['without a state', () => '/auth/kakao/callback?code=abc'],
    ['with another state', () => '/auth/kakao/callback?code=abc&state=forged'],
    ['with a provider error and another state', () => '/auth/kakao/callback?error=access_denied&state=forged'],
  ])('refuses a callback %s before using its code: /login with the message', async (_what, url) => {
    renderAt(url());
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_REQUEST_REFUSED);
    expect(exchange).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    // The attempt is over: the real state cannot be used for a later callback either.
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });

  it('refuses a callback in a tab that started no sign-in, even with a state', async () => {
    sessionStorage.clear();
    renderAt(`/auth/kakao/callback?code=abc&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_REQUEST_REFUSED);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('goes to /login without a code (no message: the request was ours)', async () => {
    renderAt(`/auth/kakao/callback?state=${state}`);
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('goes to /login when the provider reports an error (the user cancelled)', async () => {
    renderAt(`/auth/kakao/callback?error=access_denied&code=abc&state=${state}`);
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(exchange).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });

  it('logs a failed call and goes to /login without storing anything; the state is spent', async () => {
    exchange.mockRejectedValue(new Error('used code'));
    renderAt(`/auth/kakao/callback?code=used&state=${state}`);
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem(KAKAO_STATE_KEY)).toBeNull();
  });
});
