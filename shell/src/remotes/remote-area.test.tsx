import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@momentum/app-kit/session';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { renderShellAt, testConfig } from '../app/test-utils';
import { loadRemoteRoutes, registerAppRemotes } from './remote-loader';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(async () => {}),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSessionStore.getState().setToken('token');
  registerAppRemotes(testConfig.remotes, REMOTES);
});

describe('RemoteArea', () => {
  it('shows a Korean fallback when the remote fails, keeps the tab bar, and recovers on retry', async () => {
    const load = vi.mocked(loadRemote);
    // By implementation, not by call order: the idle preload of the other tabs calls loadRemote too.
    load.mockImplementation(async () => {
      throw new Error('RUNTIME-008 remote entry failed');
    });
    renderShellAt('/feed');

    expect(await screen.findByText('화면을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();

    // The routes module's factory (loadFactory: false): the loader runs it in a task of its own.
    load.mockImplementation(async (id) => () => ({ default: () => <p>{id === 'mfe_feed/routes' ? '피드 화면' : '다른 화면'}</p> }));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByText('피드 화면')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_feed/routes', { loadFactory: false, from: 'runtime' });
    // The failed remote was re-registered with force, so the runtime refetches the entry beside its manifest.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_feed', entry: testConfig.remotes.feed.replace('mf-manifest.json', 'remoteEntry.js') }],
      { force: true },
    );
  });

  it('renders a remote loaded before the first render in that render, with no skeleton first', async () => {
    vi.mocked(loadRemote).mockImplementation(async (id) => () => ({ default: () => <p>{id === 'mfe_mypage/routes' ? '마이 화면' : '다른 화면'}</p> }));
    const mypage = REMOTES.find((remote) => remote.key === 'mypage')!;
    await loadRemoteRoutes(mypage);
    vi.mocked(loadRemote).mockClear();

    renderShellAt('/mypage');

    // Synchronously, in the first commit: no Suspense fallback, no second load.
    expect(screen.getByText('마이 화면')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-skeleton')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_mypage/routes', { loadFactory: false, from: 'runtime' });
  });
});

