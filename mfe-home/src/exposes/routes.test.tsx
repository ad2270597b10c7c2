// The exposed route tree, mounted the way the shell mounts it (under /home/*).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as homeApi from '@momentum/api-client/home';
import { resetHomeApi } from '../test/home-api-stub';
import { renderWithProviders } from '../test/render-with-providers';
import HomeRoutes from './routes';

vi.mock('@momentum/api-client/home', () => ({
  getConsecutiveDays: vi.fn(),
  readNotifications: vi.fn(),
  getUnreadCount: vi.fn(),
  getTodayMoments: vi.fn(),
  getWeekStatus: vi.fn(),
  getCompletionRate: vi.fn(),
}));

beforeEach(() => resetHomeApi(vi.mocked(homeApi) as never));

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/home/*" element={<HomeRoutes />} />
    </Routes>,
    path,
  );
}

describe('mfe-home routes', () => {
  it('renders the home dashboard at /home', async () => {
    renderAt('/home');
    expect(await screen.findByRole('heading', { level: 1, name: '오늘은 작심 1일' })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderAt('/home/no-such-screen');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
