// The exposed route tree, mounted the way the shell mounts it (under /feed/*).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import FeedRoutes from './routes';

vi.mock('@momentum/api-client/friends', () => ({ getFriends: vi.fn(async () => []) }));

describe('mfe-feed routes', () => {
  it('renders /feed', async () => {
    renderWithProviders(<FeedRoutes />, { path: '/feed' });
    expect(screen.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '친구 추가하기' })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderWithProviders(<FeedRoutes />, { path: '/feed/no-such-screen' });
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
