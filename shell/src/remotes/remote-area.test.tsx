import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@momentum/app-kit/session';
import { REMOTES } from '@momentum/app-kit/remote-contract';
import { renderShellAt, testConfig } from '../app/test-utils';
import { registerAppRemotes } from './remote-loader';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(async () => {}),
  registerRemotes: vi.fn(),
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

    load.mockImplementation(async (id) => ({ default: () => <p>{id === 'mfe_feed/routes' ? '피드 화면' : '다른 화면'}</p> }));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByText('피드 화면')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_feed/routes');
    // The failed remote was re-registered with force, so the runtime refetches the entry beside its manifest.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_feed', entry: testConfig.remotes.feed.replace('mf-manifest.json', 'remoteEntry.js') }],
      { force: true },
    );
  });
});
