import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeKakaoCode, loginWithKakaoToken } from '@momentum/api-client/auth';
import { useSessionStore } from '../session/session-store';
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
      <MemoryRouter initialEntries={['/login', url]} initialIndex={1}>
        <Routes>
          <Route path="/auth/kakao/callback" element={<Callback />} />
          <Route path="/home" element={<p>HOME</p>} />
          <Route path="/login" element={<p>LOGIN</p>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  exchange.mockReset();
  login.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.getState().clearToken();
});

describe('useKakaoCallback', () => {
  it('exchanges the code once, stores the token and goes home', async () => {
    exchange.mockResolvedValue('kakao-token');
    login.mockResolvedValue('our-token');
    renderAt('/auth/kakao/callback?code=abc');
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('abc', 'http://localhost:3000/auth/kakao/callback');
    expect(login).toHaveBeenCalledWith('kakao-token');
    expect(localStorage.getItem('accessToken')).toBe('our-token');
  });

  it('goes to /login without a code', async () => {
    renderAt('/auth/kakao/callback');
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('goes to /login when the provider reports an error', async () => {
    renderAt('/auth/kakao/callback?error=access_denied&code=abc');
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('logs a failed call and goes to /login without storing anything', async () => {
    exchange.mockRejectedValue(new Error('used code'));
    renderAt('/auth/kakao/callback?code=used');
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
