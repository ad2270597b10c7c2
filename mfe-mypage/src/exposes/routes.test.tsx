// The exposed route tree, mounted the way the shell mounts it (under /mypage/*).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-routes';

vi.mock('@momentum/api-client/users', () => ({
  getMe: vi.fn(() => new Promise(() => {})),
  getFriendCode: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@momentum/api-client/push', () => ({ getNotificationSettings: vi.fn(() => new Promise(() => {})) }));
vi.mock('@momentum/api-client/diary', () => ({ getDiaryMonth: vi.fn(() => new Promise(() => {})) }));

describe('mfe-mypage routes', () => {
  it.each([
    ['/mypage', '마이페이지'],
    ['/mypage/friend', '친구 추가'],
    ['/mypage/edit', '내 정보 수정'],
    ['/mypage/notifications', '알림 설정'],
    ['/mypage/diary', '나의 인증 기록'],
    ['/mypage/diary/2026-10', '나의 인증 기록'],
    ['/mypage/diary/day/2026-10-30', '10월 30일 금요일'],
  ])('renders %s', (path, title) => {
    renderRoutes(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/mypage/no-such-screen', '/mypage/diary/2026-13', '/mypage/diary/day/2026-10-32'])('renders the shared not-found page for %s', (path) => {
    renderRoutes(path);
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
