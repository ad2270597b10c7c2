import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SPLASH_DELAY_MS } from '@momentum/contracts/limits';
import { useSessionStore } from '@momentum/app-kit/session';
import { takeAfterSignIn } from '@momentum/app-kit/after-sign-in';
import { SIGN_IN_REQUEST_REFUSED, signInErrorState } from '@momentum/app-kit/sign-in-error';
import { renderShellAt } from './test-utils';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(async () => {}),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // A routes module's factory (the loader asks with loadFactory: false and runs it itself).
  vi.mocked(loadRemote).mockResolvedValue(() => ({ default: () => <p>원격 홈 화면</p> }));
  useSessionStore.getState().clearToken();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('shell routes', () => {
  it('shows the splash, then goes to /login without a token', async () => {
    const router = renderShellAt('/');
    expect(screen.getByText('모멘텀과 함께 더 큰 성공을 향해')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '모멘텀' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SPLASH_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('link', { name: '카카오 로그인' })).toHaveAttribute(
      'href',
      expect.stringContaining('response_type=code'),
    );
  });

  it('goes from the splash to /home with a stored token, inside the tab bar', async () => {
    useSessionStore.getState().setToken('token');
    const router = renderShellAt('/');
    await act(() => vi.advanceTimersByTimeAsync(SPLASH_DELAY_MS + 10));
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByText('원격 홈 화면')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '마이' })).not.toHaveAttribute('aria-current');
  });

  it('shows on /login, as an alert, why a sign-in callback was refused', () => {
    renderShellAt({ pathname: '/login', state: signInErrorState(SIGN_IN_REQUEST_REFUSED) });
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 요청이 올바르지 않습니다. 다시 로그인해 주세요.');
    expect(screen.getByRole('link', { name: '카카오 로그인' })).toBeInTheDocument();
  });

  it('shows no alert on a plain visit to /login', () => {
    renderShellAt('/login');
    expect(screen.getByRole('link', { name: '카카오 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a signed-out visit to a tab to /login', () => {
    const router = renderShellAt('/mypage');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('hands an invite link to mypage when signed in', async () => {
    useSessionStore.getState().setToken('token');
    const router = renderShellAt('/invite/ABCD1234');
    expect(router.state.location.pathname).toBe('/mypage/invite/ABCD1234');
    expect(screen.getByRole('link', { name: '마이' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('원격 홈 화면')).toBeInTheDocument();
  });

  it('signs in first for an invite link, and keeps it for after the sign-in', () => {
    sessionStorage.clear();
    const router = renderShellAt('/invite/ABCD1234');
    expect(router.state.location.pathname).toBe('/login');
    expect(takeAfterSignIn()).toBe('/invite/ABCD1234');
  });

  it('renders the not-found page at an unknown path', () => {
    renderShellAt('/no/such/page');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
    expect(screen.getByText(/변경 또는 삭제/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '홈으로' })).toBeInTheDocument();
  });
});
