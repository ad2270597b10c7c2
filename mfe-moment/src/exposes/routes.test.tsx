// The exposed route tree, mounted the way the shell mounts it (under /moment/*).
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-page';

// Every screen is checked while its data is still on the way (no server in a unit test).
const pending = () => new Promise<never>(() => {});
vi.mock('@momentum/api-client/bucket', () => ({
  getBuckets: vi.fn(() => pending()),
  getBucket: vi.fn(() => pending()),
  getChallengingBuckets: vi.fn(() => pending()),
  getChallengingCount: vi.fn(() => pending()),
}));
vi.mock('@momentum/api-client/moment', () => ({ getMoment: vi.fn(() => pending()) }));

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

describe('mfe-moment routes', () => {
  it.each([
    ['/moment', '모멘트'],
    ['/moment/bucket', '버킷리스트'],
    ['/moment/upload/7', '불러오는 중...'],
    ['/moment/bucket/upload/7', '불러오는 중...'],
    ['/moment/select-mode/7', '불러오는 중...'],
    ['/moment/create-moment/7?mode=auto', '모멘트 만들기'],
    ['/moment/create-moment/7?mode=other', '모멘트 만들기'],
  ])('renders %s', (path, title) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders the shared not-found page for an unknown sub-path', () => {
    renderRoute('/moment/no-such-screen');
    expect(screen.getByText('4 0 4')).toBeInTheDocument();
  });
});
