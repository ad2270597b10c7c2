import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import * as momentApi from '@momentum/api-client/moment';
import * as proofQueueModule from '@momentum/api-client/proof-queue';
import { momentQueries } from '@momentum/api-client/moment/queries';
import { aMomentDetail } from '../test/moment-fixtures';
import { renderRoute } from '../test/render-page';

vi.mock('@momentum/api-client/moment', () => ({ getMoment: vi.fn(), createMoments: vi.fn() }));
// The queue (IndexedDB, retries) has its own tests; here it is what the screen hands the proof to.
vi.mock('@momentum/api-client/proof-queue', () => {
  class ProofDroppedError extends Error {
    constructor(
      readonly entry: unknown,
      message: string,
      override readonly cause: unknown,
    ) {
      super(message);
    }
  }
  return { proofQueue: { submit: vi.fn() }, ownerOf: () => 'user-1', ProofDroppedError };
});
const mocked = { ...vi.mocked(momentApi), submit: vi.mocked(proofQueueModule.proofQueue.submit) };
const HOUR = 3_600_000;

const openMoment = () => aMomentDetail({ content: '5km 달리기' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.clearAllMocks();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  // jsdom has no object URLs; the picker only needs a string for its preview.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  alert.mockRestore();
  act(() => onlineManager.setOnline(true));
});

const picker = () => screen.getByLabelText('인증 사진 선택') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: '인증하기' });

describe('moment upload screen', () => {
  it('keeps 인증하기 disabled until an image is chosen, then uploads with progress and shows success', async () => {
    // After the proof the refetched moment is completed: the screen must keep showing the success.
    mocked.getMoment.mockResolvedValueOnce(openMoment()).mockResolvedValue({ ...openMoment(), isCompleted: true });
    let release!: () => void;
    mocked.submit.mockImplementation((_input, onProgress) => {
      onProgress?.(42);
      return new Promise((resolve) => {
        release = () => resolve('sent');
      });
    });
    renderRoute('/moment/upload/m1');
    expect(await screen.findByRole('heading', { level: 1, name: '5km 달리기' })).toBeInTheDocument();
    expect(screen.getByText('인증할 사진을 첨부해주세요!')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await userEvent.upload(picker(), new File(['jpeg'], 'run.jpg', { type: 'image/jpeg' }));
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(mocked.submit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'moment', targetId: 'm1', owner: 'user-1', title: '5km 달리기', fileName: 'run.jpg', fileType: 'image/jpeg', endpoint: { method: 'PATCH', path: '/api/bucket/moments/:id' } }),
      expect.any(Function),
    );
    // The time the photo was chosen, not when the upload ends.
    expect(Date.now() - Date.parse(mocked.submit.mock.calls[0]![0].takenAt)).toBeLessThan(10_000);
    expect(await screen.findByText('사진 올리는 중... 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '사진 업로드 진행률' })).toHaveAttribute('aria-valuenow', '42');
    expect(submit()).toHaveAttribute('aria-busy', 'true');

    release();
    const dialog = await screen.findByRole('dialog', { name: '5km 달리기' });
    expect(dialog).toHaveTextContent('새로운 모멘트를 인증했어요!');
    await waitFor(() => expect(mocked.getMoment).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('dialog', { name: '5km 달리기' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '완료!' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment$/));
    expect(alert).not.toHaveBeenCalled();
  }, 15_000);

  it('toasts and refuses a non-image and a file over 500 MB', async () => {
    mocked.getMoment.mockResolvedValue(openMoment());
    renderRoute('/moment/upload/m1');
    await screen.findByRole('heading', { level: 1, name: '5km 달리기' });
    fireEvent.change(picker(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('이미지 파일만 업로드할 수 있습니다.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 500 * 1024 * 1024 + 1 });
    fireEvent.change(picker(), { target: { files: [huge] } });
    expect(await screen.findByText('500MB 이하의 이미지만 업로드할 수 있습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  }, 10_000);

  it("ends like a success with '업로드 대기 중' when the proof is saved on the device for later", async () => {
    mocked.getMoment.mockResolvedValue(openMoment());
    mocked.submit.mockResolvedValue('queued');
    renderRoute('/moment/upload/m1');
    await screen.findByRole('heading', { level: 1, name: '5km 달리기' });
    // Offline: the one change the app does not refuse then (docs/adr/0017-actions-taken-offline.md).
    act(() => onlineManager.setOnline(false));
    await userEvent.upload(picker(), new File(['jpeg'], 'run.jpg', { type: 'image/jpeg' }));
    await userEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: '5km 달리기' });
    expect(dialog).toHaveTextContent('업로드 대기 중이에요. 연결되면 사진을 자동으로 올릴게요.');
    expect(dialog).not.toHaveTextContent('새로운 모멘트를 인증했어요!');
    expect(mocked.submit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '완료!' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment$/));
  });

  it('shows the server message in an error modal when the upload fails', async () => {
    mocked.getMoment.mockResolvedValue(openMoment());
    const refusal = {
      isAxiosError: true,
      response: { status: 415, data: { message: '이미지 파일만 올릴 수 있습니다.', code: 'UNSUPPORTED_MEDIA_TYPE' } },
    };
    mocked.submit.mockRejectedValue(new proofQueueModule.ProofDroppedError({} as never, '이미지 파일만 올릴 수 있습니다.', refusal));
    renderRoute('/moment/upload/m1');
    await screen.findByRole('heading', { level: 1, name: '5km 달리기' });
    await userEvent.upload(picker(), new File(['jpeg'], 'run.jpg', { type: 'image/jpeg' }));
    await userEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: '인증에 실패했습니다' });
    expect(dialog).toHaveTextContent('이미지 파일만 올릴 수 있습니다.');
  });

  it('judges on the answer fetched since it opened, never on an earlier copy that says the moment is open', async () => {
    // The device kept (or an earlier screen loaded) the moment before its proof; the server says proven.
    mocked.getMoment.mockResolvedValue({ ...openMoment(), isCompleted: true });
    renderRoute('/moment/upload/m1', (client) =>
      client.setQueryData(momentQueries.detail('m1').queryKey, openMoment(), { updatedAt: Date.now() - HOUR }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('존재하지 않는 페이지입니다.'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment$/));
    expect(screen.queryByLabelText('인증 사진 선택')).toBeNull();
  });

  it('offline, judges on the copy the device kept', async () => {
    onlineManager.setOnline(false);
    try {
      renderRoute('/moment/upload/m1', (client) =>
        client.setQueryData(momentQueries.detail('m1').queryKey, openMoment(), { updatedAt: Date.now() - HOUR }),
      );
      expect(await screen.findByRole('heading', { level: 1, name: '5km 달리기' })).toBeInTheDocument();
      expect(picker()).toBeInTheDocument();
      expect(alert).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it.each([
    ['a completed moment', () => mocked.getMoment.mockResolvedValue({ ...openMoment(), isCompleted: true })],
    ['a moment outside its window', () => mocked.getMoment.mockResolvedValue({ ...openMoment(), startDate: new Date(Date.now() + HOUR).toISOString(), endDate: new Date(Date.now() + 2 * HOUR).toISOString() })],
    ['a missing moment', () => mocked.getMoment.mockRejectedValue({ isAxiosError: true, response: { status: 404, data: { message: '없음', code: 'NOT_FOUND' } } })],
  ])('alerts and goes to /moment for %s', async (_name, arrange) => {
    arrange();
    renderRoute('/moment/upload/m1');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('존재하지 않는 페이지입니다.'));
    expect(alert).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/moment$/));
  });
});
