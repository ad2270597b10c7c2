import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import * as bucketApi from '@momentum/api-client/bucket';
import * as momentApi from '@momentum/api-client/moment';
import { aBucketDetail } from '../test/bucket-fixtures';
import { renderRoute } from '../test/render-page';

vi.mock('@momentum/api-client/bucket', () => ({ getBucket: vi.fn(), challengeBucket: vi.fn(), getBuckets: vi.fn(() => new Promise(() => {})), getChallengingCount: vi.fn(() => new Promise(() => {})) }));
vi.mock('@momentum/api-client/moment', () => ({ createMoments: vi.fn() }));
const buckets = vi.mocked(bucketApi);
const moments = vi.mocked(momentApi);

const ID = 'b1';
const bucket = aBucketDetail({ bucketID: ID, content: '독서' });
const draft = { id: ID, duration: 3, todoList: ['10쪽 읽기', '감상 쓰기'], frequency: 'daily', createdAt: new Date().toISOString(), mode: 'manual' };
const key = `momentConfig-${ID}`;

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  buckets.getBucket.mockResolvedValue(bucket);
  buckets.challengeBucket.mockResolvedValue('도전을 시작했습니다.');
  moments.createMoments.mockResolvedValue({ message: '모멘트를 만들었습니다.', moments: [] });
  sessionStorage.setItem('bucketId', ID);
});
afterEach(() => {
  alert.mockRestore();
  localStorage.clear();
  sessionStorage.clear();
});

describe('completion screen', () => {
  it('shows the range and the moments, marks the bucket challenging first, then saves', async () => {
    localStorage.setItem(key, JSON.stringify(draft));
    renderRoute('/moment/complete');
    expect(screen.getByRole('heading', { level: 1, name: '모멘트 설계 완료 !' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(5))).toEqual(['10쪽 읽기', '감상 쓰기', '10쪽 읽기']);
    expect(screen.getByText(/1일에 1번/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment\/bucket$/));
    expect(buckets.challengeBucket).toHaveBeenCalledWith(ID);
    expect(buckets.getBucket).toHaveBeenCalledTimes(2);
    expect(buckets.challengeBucket.mock.invocationCallOrder[0]!).toBeLessThan(moments.createMoments.mock.invocationCallOrder[0]!);
    const [, body] = moments.createMoments.mock.calls[0]!;
    expect(body.frequency).toBe('daily');
    expect(body.moments.map((m) => m.content)).toEqual(['10쪽 읽기', '감상 쓰기', '10쪽 읽기']);
    expect(body.startDate).toBe(body.moments[0]!.startDate);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('does not challenge again a bucket that is already challenging', async () => {
    buckets.getBucket.mockResolvedValue({ ...bucket, isChallenging: true });
    localStorage.setItem(key, JSON.stringify(draft));
    renderRoute('/moment/complete');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(moments.createMoments).toHaveBeenCalled());
    expect(buckets.challengeBucket).not.toHaveBeenCalled();
  });

  it('alerts on failure and keeps the draft', async () => {
    moments.createMoments.mockRejectedValue({ isAxiosError: true, response: { status: 500, data: { message: 'x', code: 'INTERNAL' } } });
    localStorage.setItem(key, JSON.stringify(draft));
    sessionStorage.removeItem(key);
    renderRoute('/moment/complete');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('모멘트 생성에 실패했습니다. 다시 시도해주세요.'));
    expect(JSON.parse(sessionStorage.getItem(key)!)).toMatchObject({ duration: 3 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/complete'));
  });

  it('offline, starts no challenge and creates nothing: it says so and keeps the draft to confirm again', async () => {
    localStorage.setItem(key, JSON.stringify(draft));
    renderRoute('/moment/complete');
    act(() => onlineManager.setOnline(false));
    try {
      await userEvent.click(screen.getByRole('button', { name: '확인' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith('오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.'));
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(buckets.getBucket).not.toHaveBeenCalled();
    expect(buckets.challengeBucket).not.toHaveBeenCalled();
    expect(moments.createMoments).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ duration: 3 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/complete'));
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();
  });

  it('sends the user back to the wizard when the draft is missing', async () => {
    renderRoute('/moment/complete');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('세션 데이터가 유실되었습니다. 다시 생성해주세요.'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/moment/create-moment/${ID}?mode=manual`));
  });
});
