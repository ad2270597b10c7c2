import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as bucketApi from '@momentum/api-client/bucket';
import * as proofQueueModule from '@momentum/api-client/proof-queue';
import type { ProofEntry } from '@momentum/api-client/proof-queue';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';
import { aChallengingBucket, aChallengingMoment } from '../test/moment-fixtures';
import { renderRoute } from '../test/render-page';

// The bucket list's and the upload screen's calls stay pending: a test that lands there looks at the
// location only (a real request would fail, and the upload screen's guard would send it back).
vi.mock('@momentum/api-client/moment', () => ({ getMoment: vi.fn(() => new Promise(() => {})) }));
vi.mock('@momentum/api-client/bucket', () => ({
  getChallengingBuckets: vi.fn(),
  getBucket: vi.fn(() => new Promise(() => {})),
  getBuckets: vi.fn(() => new Promise(() => {})),
  getChallengingCount: vi.fn(() => new Promise(() => {})),
}));
// The queue (IndexedDB) has its own tests; here it is where a waiting proof's photo is read from.
vi.mock('@momentum/api-client/proof-queue', () => ({ proofQueue: { pending: vi.fn() }, ownerOf: () => 'user-1' }));
const buckets = vi.mocked(bucketApi);
const pending = vi.mocked(proofQueueModule.proofQueue.pending);
const HOUR = 3_600_000;
const now = Date.now();
// The fixtures' moments are open now; this one opens in an hour.
const later = { startDate: new Date(now + HOUR).toISOString(), endDate: new Date(now + 2 * HOUR).toISOString() };

beforeEach(() => vi.clearAllMocks());

const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob || (typeof value === 'object' && value !== null && Object.values(value).some(holdsBlob));

describe('moment dashboard', () => {
  it('shows progress, the moment to prove or its photo, and offers to retry a bucket without moments', async () => {
    buckets.getChallengingBuckets.mockResolvedValue([
      // The progress bar reads the server's counts: here three moments, one of them proven.
      aChallengingBucket({ bucketID: 'b1', content: '달리기', momentCount: 3, moments: [
        aChallengingMoment({ momentID: 'm1', content: '3km', photoUrl: 'http://x/t.webp', isCompleted: true }),
        aChallengingMoment({ momentID: 'm2', content: '5km', ...later }),
      ] }),
      aChallengingBucket({ bucketID: 'b2', content: '독서', moments: [
        aChallengingMoment({ momentID: 'm3', content: '10쪽' }),
      ] }),
      aChallengingBucket({ bucketID: 'b3', content: '요가' }),
    ]);
    renderRoute('/moment');
    const dialog = await screen.findByRole('alertdialog', { name: '모멘트를 불러오지 못했어요' });
    expect(dialog).toHaveTextContent('요가');
    expect(screen.getByRole('link', { name: '모멘트' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('progressbar', { name: '달리기 달성률' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '요가 달성률' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3km 인증 사진' })).toHaveAttribute('src', 'http://x/t.webp');
    expect(screen.getByRole('link', { name: '10쪽 인증하러 가기' })).toHaveAttribute('href', '/moment/upload/m3');
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 만들기' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/select-mode/b3'));
  });

  it("shows a waiting proof's kept photo beside '업로드 대기 중', and lets go of it when the tab closes", async () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    pending.mockResolvedValue([{ targetId: 'm3', photo, owner: 'user-1' } as ProofEntry]);
    URL.createObjectURL = vi.fn(() => 'blob:kept-photo');
    URL.revokeObjectURL = vi.fn();
    buckets.getChallengingBuckets.mockResolvedValue([
      aChallengingBucket({ bucketID: 'b1', content: '달리기', moments: [
        aChallengingMoment({ momentID: 'm1', content: '3km' }),
      ] }),
      aChallengingBucket({ bucketID: 'b2', content: '독서', moments: [
        aChallengingMoment({ momentID: 'm3', content: '10쪽' }),
      ] }),
    ]);
    const { queryClient, unmount } = renderRoute('/moment');
    act(() => void queryClient.setQueryData(PENDING_PROOFS_KEY, ['m3']));

    const thumbnail = await screen.findByRole('img', { name: '업로드 대기 중인 10쪽 인증 사진' });
    expect(thumbnail).toHaveAttribute('src', 'blob:kept-photo');
    expect(thumbnail.closest('p')).toHaveTextContent('업로드 대기 중');
    // Only the waiting moment's photo is read into a URL; the other tile still offers its proof.
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledWith(photo);
    expect(screen.getByRole('link', { name: '3km 인증하러 가기' })).toBeInTheDocument();
    // The Blob stays out of React Query, whose answers the shell saves on the device.
    expect(queryClient.getQueryCache().getAll().some((query) => holdsBlob(query.state.data))).toBe(false);

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kept-photo');
  });

  it('makes each tile to prove one link, its caption included: a tap on the words proves the moment', async () => {
    buckets.getChallengingBuckets.mockResolvedValue([
      aChallengingBucket({ bucketID: 'b2', content: '독서', moments: [
        aChallengingMoment({ momentID: 'm3', content: '10쪽' }),
      ] }),
    ]);
    renderRoute('/moment');
    const link = await screen.findByRole('link', { name: '10쪽 인증하러 가기' });
    expect(within(link).getByText('10쪽')).toBeInTheDocument();
    expect(link.querySelector('a, button, input, select, textarea, [tabindex]')).toBeNull();
    await userEvent.click(screen.getByText('10쪽'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/upload/m3'));
  });

  it('prompts to register moments when nothing is challenging', async () => {
    buckets.getChallengingBuckets.mockResolvedValue([]);
    renderRoute('/moment');
    expect(await screen.findByText('모멘트를 등록하고 달성 현황을 확인해 보세요!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '새로운 모멘트 등록하기' })).toHaveAttribute('href', '/moment/bucket');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The words are part of the link, not a caption beside it.
    await userEvent.click(screen.getByText('새로운 모멘트 등록하기'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/moment/bucket'));
  });
});
