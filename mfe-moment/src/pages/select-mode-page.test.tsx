import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bucketApi from '@momentum/api-client/bucket';
import { aBucketDetail } from '../test/bucket-fixtures';
import { renderRoute } from '../test/render-page';

vi.mock('@momentum/api-client/bucket', () => ({ getBucket: vi.fn(), getBuckets: vi.fn(() => new Promise(() => {})), getChallengingCount: vi.fn(() => new Promise(() => {})) }));
vi.mock('@momentum/api-client/ai', () => ({ estimateDuration: vi.fn(() => new Promise(() => {})), planSteps: vi.fn() }));
const buckets = vi.mocked(bucketApi);
const bucket = aBucketDetail({ bucketID: 'b1', content: '기타 배우기' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  alert.mockRestore();
  sessionStorage.clear();
  localStorage.clear();
});

describe('select-mode screen', () => {
  it('titles the goal, remembers the bucket and opens the wizard in the chosen mode', async () => {
    buckets.getBucket.mockResolvedValue(bucket);
    localStorage.setItem('momentConfig-b1', JSON.stringify({ id: 'b1', duration: 9, todoList: [], frequency: null, createdAt: 'x' }));
    renderRoute('/moment/select-mode/b1');
    expect(await screen.findByRole('heading', { level: 1, name: '기타 배우기' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /자동 생성/ }));
    expect(sessionStorage.getItem('bucketId')).toBe('b1');
    expect(localStorage.getItem('momentConfig-b1')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/create-moment/b1?mode=auto'));
  });

  it('refuses an achievement bucket', async () => {
    buckets.getBucket.mockResolvedValue({ ...bucket, type: 'ACHIEVEMENT' });
    renderRoute('/moment/select-mode/b1');
    await waitFor(() => expect(alert).toHaveBeenCalledWith(' 반복형 버킷만 모멘트를 추가할 수 있습니다.'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment\/bucket$/));
  });

  it('sends an invalid id to the bucket screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    buckets.getBucket.mockRejectedValue({ isAxiosError: true, response: { status: 400, data: { message: '올바른 ID 형식이 아닙니다.', code: 'VALIDATION' } } });
    renderRoute('/moment/select-mode/nope');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment\/bucket$/));
    expect(alert).not.toHaveBeenCalled();
  });
});
