import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@momentum/ui/theme';
import { beforeEach, expect, it, vi } from 'vitest';
import * as proofQueueModule from '@momentum/api-client/proof-queue';
import type { ProofEntry } from '@momentum/api-client/proof-queue';
import { PendingProofPhoto } from './pending-proof-photo';

// The queue (IndexedDB) has its own tests; here it is where the kept photo is read from.
vi.mock('@momentum/api-client/proof-queue', () => ({ proofQueue: { pending: vi.fn() }, ownerOf: () => 'user-1' }));
const pending = vi.mocked(proofQueueModule.proofQueue.pending);

const entry = (targetId: string, photo: Blob) => ({ targetId, photo, owner: 'user-1' }) as ProofEntry;
const runPhoto = new Blob(['run'], { type: 'image/jpeg' });
const hikePhoto = new Blob(['hike'], { type: 'image/jpeg' });

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom has no object URLs: one distinct URL per Blob, so the test can tell which photo is shown.
  URL.createObjectURL = vi.fn((blob: Blob) => (blob === runPhoto ? 'blob:run' : 'blob:hike'));
  URL.revokeObjectURL = vi.fn();
  pending.mockResolvedValue([entry('m1', runPhoto), entry('b1', hikePhoto)]);
});

const photo = (targetId: string, title: string) => (
  <ThemeProvider theme={theme}>
    <PendingProofPhoto targetId={targetId} title={title} size="4rem" />
  </ThemeProvider>
);

it("shows the signed-in user's kept photo as an object URL, and revokes it when it stops waiting", async () => {
  const { unmount } = render(photo('m1', '5km 달리기'));
  const img = await screen.findByRole('img', { name: '업로드 대기 중인 5km 달리기 인증 사진' });
  expect(img).toHaveAttribute('src', 'blob:run');
  expect(pending).toHaveBeenCalledWith('user-1');
  expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();

  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:run');
});

it("revokes the previous photo's URL when the item changes, and never shows it for the new one", async () => {
  const { rerender } = render(photo('m1', '5km 달리기'));
  await screen.findByRole('img', { name: '업로드 대기 중인 5km 달리기 인증 사진' });
  let release!: () => void;
  pending.mockReturnValueOnce(new Promise((resolve) => (release = () => resolve([entry('b1', hikePhoto)]))));

  rerender(photo('b1', '한라산 등반'));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:run');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  release();
  expect(await screen.findByRole('img', { name: '업로드 대기 중인 한라산 등반 인증 사진' })).toHaveAttribute('src', 'blob:hike');
});

it('keeps its box empty, with no URL made, when no photo is kept for the item', async () => {
  const { container } = render(photo('m9', '물 마시기'));
  await waitFor(() => expect(pending).toHaveBeenCalled());
  // Past every promise the read chains: a URL would have been made by now.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(URL.createObjectURL).not.toHaveBeenCalled();
  expect(container.firstElementChild).toBeEmptyDOMElement();
});
