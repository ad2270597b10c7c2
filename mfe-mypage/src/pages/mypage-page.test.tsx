import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { deleteAccount, getMe } from '@momentum/api-client/users';
import { logout } from '@momentum/api-client/auth';
import { useSessionStore } from '@momentum/app-kit/session';
import { apiError, renderRoutes } from '../test/render-routes';

vi.mock('@momentum/api-client/users', () => ({ getMe: vi.fn(), getFriendCode: vi.fn(), deleteAccount: vi.fn() }));
vi.mock('@momentum/api-client/auth', () => ({ logout: vi.fn() }));

const me = { nickname: '모멘', email: 'momen@example.com', profileImageUrl: 'http://localhost:4000/a.png', friendCode: 'ABCD1234' };

beforeEach(() => {
  vi.mocked(getMe).mockReset().mockResolvedValue(me);
  vi.mocked(logout).mockReset();
  vi.mocked(deleteAccount).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  useSessionStore.getState().setToken('token');
});

describe('My Page', () => {
  it('shows a skeleton, then the profile from GET /api/users', async () => {
    renderRoutes('/mypage');
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('모멘')).toBeInTheDocument();
    expect(screen.getByText('momen@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '모멘님의 프로필 이미지' })).toHaveAttribute('src', me.profileImageUrl);
  });

  it('shows a Korean error when the profile cannot load', async () => {
    vi.mocked(getMe).mockRejectedValue(new Error('down'));
    renderRoutes('/mypage');
    expect(await screen.findByText(/프로필을 불러오지 못했습니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('has the five menu rows', async () => {
    renderRoutes('/mypage');
    expect(screen.getByRole('link', { name: '내 정보 수정' })).toHaveAttribute('href', '/mypage/edit');
    expect(screen.getByRole('link', { name: '친구 추가' })).toHaveAttribute('href', '/mypage/friend');
    expect(screen.getByRole('link', { name: '알림 설정' })).toHaveAttribute('href', '/mypage/notifications');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toBeEnabled();
  });

  it('logs out even when the server call fails: token removed, back to /login', async () => {
    vi.mocked(logout).mockRejectedValue(new Error('offline'));
    renderRoutes('/mypage');
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('LOGIN /login')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('withdraws: irreversible warning, delete call, the server message, closing signs out to /', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    vi.mocked(deleteAccount).mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ message: '탈퇴 완료 메시지' }))));
    const { queryClient } = renderRoutes('/mypage');
    await screen.findByText('모멘');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const confirm = screen.getByRole('alertdialog', { name: '정말 계정을 삭제하시겠습니까?' });
    expect(within(confirm).getByText(/되돌릴 수 없습니다/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    expect(within(confirm).getByRole('button', { name: '탈퇴하기' })).toHaveAttribute('aria-busy', 'true');

    answer();
    const result = await screen.findByRole('dialog', { name: '회원 탈퇴 완료' });
    expect(within(result).getByText('탈퇴 완료 메시지')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token'); // signed in until the user closes it
    await user.click(within(result).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('SPLASH /')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('cancelling keeps the account; a failed deletion shows its message and keeps the session', async () => {
    const user = userEvent.setup();
    vi.mocked(deleteAccount).mockRejectedValue(apiError('서버 오류가 발생했습니다.', 500));
    renderRoutes('/mypage');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteAccount).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const result = await screen.findByRole('dialog', { name: '회원 탈퇴 실패' });
    expect(within(result).getByText('서버 오류가 발생했습니다.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token');
  });

  // docs/adr/0017-actions-taken-offline.md: the account is not deleted offline, then or later.
  it('offline, refuses the withdrawal with the offline message and keeps the session', async () => {
    const user = userEvent.setup();
    renderRoutes('/mypage');
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
      const result = await screen.findByRole('dialog', { name: '회원 탈퇴 실패' });
      expect(within(result).getByText('오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.')).toBeInTheDocument();
      await user.click(within(result).getByRole('button', { name: '확인' }));
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('token');
  });
});
