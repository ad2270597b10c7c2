import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@momentum/ui/theme';
import { getMe } from '@momentum/api-client/users';
import { logout } from '@momentum/api-client/auth';
import { useSessionStore } from '@momentum/app-kit/session';
import MypageRoutes from '../exposes/routes';

vi.mock('@momentum/api-client/users', () => ({ getMe: vi.fn(), getFriendCode: vi.fn() }));
vi.mock('@momentum/api-client/auth', () => ({ logout: vi.fn() }));

const me = { nickname: '모멘', email: 'momen@example.com', profileImageUrl: 'http://localhost:4000/a.png', friendCode: 'ABCD1234' };

function renderMypage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/mypage']}>
          <Routes>
            <Route path="/mypage/*" element={<MypageRoutes />} />
            <Route path="/login" element={<p>LOGIN</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(getMe).mockReset();
  vi.mocked(logout).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.getState().setToken('token');
});

describe('My Page', () => {
  it('shows a skeleton, then the profile from GET /api/users', async () => {
    vi.mocked(getMe).mockResolvedValue(me);
    renderMypage();
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('모멘')).toBeInTheDocument();
    expect(screen.getByText('momen@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '모멘님의 프로필 이미지' })).toHaveAttribute('src', me.profileImageUrl);
  });

  it('shows a Korean error when the profile cannot load', async () => {
    vi.mocked(getMe).mockRejectedValue(new Error('down'));
    renderMypage();
    expect(await screen.findByText(/프로필을 불러오지 못했습니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('has the four menu rows, withdrawal disabled for now', async () => {
    vi.mocked(getMe).mockResolvedValue(me);
    renderMypage();
    expect(screen.getByRole('link', { name: '내 정보 수정' })).toHaveAttribute('href', '/mypage/edit');
    expect(screen.getByRole('link', { name: '친구 추가' })).toHaveAttribute('href', '/mypage/friend');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toBeDisabled();
  });

  it('logs out even when the server call fails: token removed, back to /login', async () => {
    vi.mocked(getMe).mockResolvedValue(me);
    vi.mocked(logout).mockRejectedValue(new Error('offline'));
    renderMypage();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('LOGIN')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
