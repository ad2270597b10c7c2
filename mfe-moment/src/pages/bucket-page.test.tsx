import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import * as api from '@momentum/api-client/bucket';
import * as proofQueueModule from '@momentum/api-client/proof-queue';
import type { ProofEntry } from '@momentum/api-client/proof-queue';
import { PENDING_PROOFS_KEY } from '@momentum/api-client/proof-queue/names';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { aBucket, aListItem } from '../test/bucket-fixtures';
import { renderRoute } from '../test/render-page';

vi.mock('@momentum/api-client/bucket', () => ({
  getBuckets: vi.fn(),
  getChallengingCount: vi.fn(),
  getBucket: vi.fn(),
  getChallengingBuckets: vi.fn(),
  createBucket: vi.fn(),
  updateBucket: vi.fn(),
  deleteBucket: vi.fn(),
}));
// The queue (IndexedDB) has its own tests; here it is where a waiting proof's photo is read from.
vi.mock('@momentum/api-client/proof-queue', () => ({ proofQueue: { pending: vi.fn() }, ownerOf: () => 'user-1' }));

const mocked = vi.mocked(api);
const pending = vi.mocked(proofQueueModule.proofQueue.pending);
const repeat = [aListItem({ bucketID: 'r1', content: '매일 달리기' }), aListItem({ bucketID: 'r2', content: '책 읽기', isChallenging: true })];
const achievement = [aListItem({ bucketID: 'a1', content: '한라산 등반' })];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.getBuckets.mockImplementation(async (type) => (type === 'REPEAT' ? repeat : achievement));
  mocked.getChallengingCount.mockResolvedValue(1);
  mocked.createBucket.mockImplementation(async ({ type, content }) => ({
    message: '버킷리스트를 추가했습니다.',
    bucket: aBucket({ bucketID: 'new', type, content }),
  }));
});

async function repeatInput() {
  renderRoute('/moment/bucket');
  await screen.findByText('매일 달리기');
  return screen.getByRole('textbox', { name: '반복형 버킷리스트 추가' }) as HTMLInputElement;
}

describe('bucket screen input line', () => {
  it('adds the trimmed text on Enter, opens the result modal and clears the input', async () => {
    const input = await repeatInput();
    await userEvent.type(input, '  새벽 요가  {Enter}');
    expect(mocked.createBucket).toHaveBeenCalledTimes(1);
    expect(mocked.createBucket).toHaveBeenCalledWith({ type: 'REPEAT', content: '새벽 요가' });
    const dialog = await screen.findByRole('dialog', { name: '버킷리스트를 추가했습니다.' });
    expect(input.value).toBe('');
    // The modal took the focus (a blur of the input): that must not send a second time.
    expect(mocked.createBucket).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The lists are refetched after the create.
    await waitFor(() => expect(mocked.getBuckets.mock.calls.length).toBeGreaterThanOrEqual(4));
  });

  it('does not submit on an Enter that ends an IME composition', async () => {
    const input = await repeatInput();
    fireEvent.change(input, { target: { value: '한글' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(mocked.createBucket).not.toHaveBeenCalled();
    expect(input.value).toBe('한글');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(mocked.createBucket).toHaveBeenCalledWith({ type: 'REPEAT', content: '한글' }));
  });

  it('adds on blur, in the section it belongs to', async () => {
    await repeatInput();
    const input = screen.getByRole('textbox', { name: '달성형 버킷리스트 추가' });
    await userEvent.type(input, '스카이다이빙');
    act(() => input.blur());
    await waitFor(() => expect(mocked.createBucket).toHaveBeenCalledWith({ type: 'ACHIEVEMENT', content: '스카이다이빙' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does nothing with empty or blank text', async () => {
    const input = await repeatInput();
    await userEvent.type(input, '   {Enter}');
    act(() => input.blur());
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mocked.createBucket).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses the 31st character with the toast', async () => {
    const input = await repeatInput();
    fireEvent.change(input, { target: { value: 'a'.repeat(30) } });
    fireEvent.change(input, { target: { value: 'a'.repeat(31) } });
    expect(input.value).toBe('a'.repeat(30));
    expect(await screen.findByText('최대 30자만 작성 가능합니다!')).toBeInTheDocument();
  });

  it('shows the server message in the result modal when adding fails, and clears the input', async () => {
    mocked.createBucket.mockRejectedValueOnce({
      isAxiosError: true,
      response: { status: 400, data: { message: '버킷리스트는 최대 30자까지 작성할 수 있습니다.', code: 'VALIDATION' } },
    });
    const input = await repeatInput();
    await userEvent.type(input, '실패{Enter}');
    expect(await screen.findByRole('dialog', { name: '버킷리스트는 최대 30자까지 작성할 수 있습니다.' })).toBeInTheDocument();
    expect(input.value).toBe('');
  });
});

describe('bucket items', () => {
  it('shows states and opens the actions menu only for pending items', async () => {
    await repeatInput();
    const list = screen.getByRole('list', { name: '반복형 버킷리스트' });
    expect(within(list).getByText('대기 중')).toBeInTheDocument();
    expect(within(list).getByText('도전 중')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '책 읽기 메뉴' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '매일 달리기 메뉴' }));
    expect(screen.getByRole('link', { name: '나만의 모멘트 만들기' })).toHaveAttribute('href', '/moment/select-mode/r1');
    await userEvent.click(screen.getByRole('button', { name: '한라산 등반 메뉴' }));
    expect(screen.getByRole('link', { name: '달성 인증하기' })).toHaveAttribute('href', '/moment/bucket/upload/a1');
  });

  it('closes the menu on Escape from inside it, and gives focus back to its button', async () => {
    await repeatInput();
    const toggle = screen.getByRole('button', { name: '매일 달리기 메뉴' });
    await userEvent.click(toggle);
    screen.getByRole('link', { name: '나만의 모멘트 만들기' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '나만의 모멘트 만들기' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a waiting achievement proof's kept photo beside '업로드 대기 중', and lets go of it on leaving", async () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    pending.mockResolvedValue([{ targetId: 'a1', photo, owner: 'user-1' } as ProofEntry]);
    URL.createObjectURL = vi.fn(() => 'blob:kept-photo');
    URL.revokeObjectURL = vi.fn();
    const { queryClient, unmount } = renderRoute('/moment/bucket');
    act(() => void queryClient.setQueryData(PENDING_PROOFS_KEY, ['a1']));

    const list = await screen.findByRole('list', { name: '달성형 버킷리스트' });
    const thumbnail = await within(list).findByRole('img', { name: '업로드 대기 중인 한라산 등반 인증 사진' });
    expect(thumbnail).toHaveAttribute('src', 'blob:kept-photo');
    expect(within(list).getByText('업로드 대기 중')).toContainElement(thumbnail);
    expect(screen.queryByRole('button', { name: '한라산 등반 메뉴' })).not.toBeInTheDocument();
    // Only the waiting item's photo is read into a URL.
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledWith(photo);

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kept-photo');
  });

  it('does not offer a fourth challenge', async () => {
    mocked.getChallengingCount.mockResolvedValue(3);
    await repeatInput();
    await waitFor(() => expect(mocked.getChallengingCount).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: '매일 달리기 메뉴' }));
    expect(screen.queryByRole('link', { name: '나만의 모멘트 만들기' })).not.toBeInTheDocument();
    expect(screen.getByText('도전은 최대 3개까지 할 수 있어요.')).toBeInTheDocument();
  });

  it('does not offer a challenge on a kept count until the count fetched in this page says there is room', async () => {
    // The device kept "1 challenging" from an earlier visit; the server now says 3 and answers late.
    let answer!: (count: number) => void;
    mocked.getChallengingCount.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderRoute('/moment/bucket', (client) => client.setQueryData(bucketQueries.challengingCount().queryKey, 1, { updatedAt: 1 }));
    await userEvent.click(await screen.findByRole('button', { name: '매일 달리기 메뉴' }));
    expect(screen.queryByRole('link', { name: '나만의 모멘트 만들기' })).not.toBeInTheDocument();
    act(() => answer(3));
    expect(await screen.findByText('도전은 최대 3개까지 할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '나만의 모멘트 만들기' })).not.toBeInTheDocument();
  });

  it('edits inline, ignoring a blank edit', async () => {
    mocked.updateBucket.mockResolvedValue({ message: '버킷리스트를 수정했습니다.', bucket: { ...repeat[0]!, type: 'REPEAT', content: '매일 5km 달리기' } });
    await repeatInput();
    await userEvent.click(screen.getByRole('button', { name: '매일 달리기 수정' }));
    const edit = screen.getByRole('textbox', { name: '매일 달리기 수정' });
    // The pressed button is gone: focus is in the input it opened.
    expect(edit).toHaveFocus();
    await userEvent.clear(edit);
    await userEvent.type(edit, '   {Enter}');
    expect(mocked.updateBucket).not.toHaveBeenCalled();
    expect(screen.getByText('매일 달리기')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '매일 달리기 수정' }));
    const edit2 = screen.getByRole('textbox', { name: '매일 달리기 수정' });
    await userEvent.clear(edit2);
    await userEvent.type(edit2, '매일 5km 달리기{Enter}');
    expect(mocked.updateBucket).toHaveBeenCalledWith('r1', { content: '매일 5km 달리기' });
    expect(await screen.findByRole('dialog', { name: '버킷리스트를 수정했습니다.' })).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    mocked.deleteBucket.mockResolvedValue({ message: '버킷리스트를 삭제했습니다.', type: 'ACHIEVEMENT' });
    await repeatInput();
    await userEvent.click(screen.getByRole('button', { name: '한라산 등반 삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '버킷리스트를 삭제하시겠습니까?' });
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(mocked.deleteBucket).toHaveBeenCalledWith('a1');
    expect(await screen.findByRole('dialog', { name: '버킷리스트를 삭제했습니다.' })).toBeInTheDocument();
  });
});

// docs/adr/0017-actions-taken-offline.md: offline a change is refused at once with this message in the
// result modal; nothing is sent, then or when the connection returns, and what was typed stays.
const OFFLINE = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';

describe('bucket screen without a connection', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));
  const goOffline = () => act(() => onlineManager.setOnline(false));
  const closeResult = async (name: string) => {
    await userEvent.click(within(screen.getByRole('dialog', { name })).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  };

  it('refuses an add with the offline message, keeps the text, and sends it only on a new Enter once online', async () => {
    const input = await repeatInput();
    goOffline();
    await userEvent.type(input, '새벽 요가{Enter}');
    expect(await screen.findByRole('dialog', { name: OFFLINE })).toBeInTheDocument();
    expect(input.value).toBe('새벽 요가');
    await closeResult(OFFLINE);
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('readonly');

    // Nothing was kept to be sent when the connection returns: only a new Enter sends it.
    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mocked.createBucket).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(mocked.createBucket).toHaveBeenCalledTimes(1));
    expect(mocked.createBucket).toHaveBeenCalledWith({ type: 'REPEAT', content: '새벽 요가' });
    expect(await screen.findByRole('dialog', { name: '버킷리스트를 추가했습니다.' })).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  /** Offline, edits the first repeat bucket to '매일 5km 달리기' with Enter; the refusal opens. */
  async function editOffline() {
    await repeatInput();
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: '매일 달리기 수정' }));
    const edit = screen.getByRole('textbox', { name: '매일 달리기 수정' });
    await userEvent.clear(edit);
    await userEvent.type(edit, '매일 5km 달리기{Enter}');
    expect(await screen.findByRole('dialog', { name: OFFLINE })).toBeInTheDocument();
  }

  it('refuses an edit with the offline message and keeps the edit open with its text', async () => {
    mocked.updateBucket.mockResolvedValue({ message: '버킷리스트를 수정했습니다.', bucket: { ...repeat[0]!, type: 'REPEAT', content: '매일 5km 달리기' } });
    await editOffline();
    await closeResult(OFFLINE);
    expect(screen.getByRole('textbox', { name: '매일 달리기 수정' })).toHaveValue('매일 5km 달리기');
    expect(mocked.updateBucket).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await userEvent.type(screen.getByRole('textbox', { name: '매일 달리기 수정' }), '{Enter}');
    expect(mocked.updateBucket).toHaveBeenCalledTimes(1);
    expect(mocked.updateBucket).toHaveBeenCalledWith('r1', { content: '매일 5km 달리기' });
  });

  it('does not refuse the same text again when leaving the line blurs it, and refuses a changed one', async () => {
    const input = await repeatInput();
    goOffline();
    await userEvent.type(input, '새벽 요가{Enter}');
    await closeResult(OFFLINE);
    expect(input).toHaveFocus();
    // A tap elsewhere (a tab, the top switch) blurs the line: that tap must not reopen the refusal.
    await userEvent.click(document.body);
    expect(input).not.toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Enter asks again, and a changed text is a new request.
    await userEvent.type(input, '{Enter}');
    await closeResult(OFFLINE);
    await userEvent.type(input, ' 30분');
    await userEvent.click(document.body);
    expect(await screen.findByRole('dialog', { name: OFFLINE })).toBeInTheDocument();
    expect(mocked.createBucket).not.toHaveBeenCalled();
  });

  it('does not refuse the same edit again when leaving it blurs the input', async () => {
    await editOffline();
    await closeResult(OFFLINE);
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '매일 달리기 수정' })).toHaveValue('매일 5km 달리기');
    expect(mocked.updateBucket).not.toHaveBeenCalled();
  });

  it('says the lists could not load offline, instead of loading for ever, and loads them once connected', async () => {
    goOffline();
    renderRoute('/moment/bucket');
    expect(await screen.findAllByText('오프라인이라 불러오지 못했어요. 연결되면 다시 보여 드릴게요.')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: '반복형 목록 불러오는 중' })).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('매일 달리기')).toBeInTheDocument();
  });

  it('refuses a delete with the offline message and keeps the item', async () => {
    await repeatInput();
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: '한라산 등반 삭제' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('dialog', { name: OFFLINE })).toBeInTheDocument();
    expect(mocked.deleteBucket).not.toHaveBeenCalled();
    expect(screen.getByText('한라산 등반')).toBeInTheDocument();
  });
});
