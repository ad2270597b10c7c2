import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { addFriend, checkFriendCode } from '@momentum/api-client/friends';
import { getFriendCode } from '@momentum/api-client/users';
import { apiError, renderRoutes } from '../test/render-routes';

vi.mock('@momentum/api-client/users', () => ({ getMe: vi.fn(), getFriendCode: vi.fn() }));
vi.mock('@momentum/api-client/friends', () => ({ checkFriendCode: vi.fn(), addFriend: vi.fn(), getFriends: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFriendCode).mockReset().mockResolvedValue('MINE1234');
  vi.mocked(checkFriendCode).mockReset();
  vi.mocked(addFriend).mockReset();
});

const OFFLINE = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';
afterEach(() => act(() => onlineManager.setOnline(true)));

const codeInput = () => screen.getByLabelText('친구 코드');
const searchButton = () => screen.getByRole('button', { name: '친구 코드 검색' });

describe('Add friend page', () => {
  it('shows the title and the red hint only while the code is longer than 8 characters', async () => {
    const user = userEvent.setup();
    renderRoutes('/mypage/friend');
    expect(screen.getByRole('heading', { level: 1, name: '친구 추가' })).toBeInTheDocument();
    await user.type(codeInput(), 'ABCD1234');
    expect(screen.queryByText('친구 코드는 8자리입니다. 다시 확인해주세요.')).not.toBeInTheDocument();
    expect(searchButton()).toBeEnabled();
    await user.type(codeInput(), '5');
    expect(codeInput()).toHaveValue('ABCD12345'); // not cut: the hint must be reachable
    expect(screen.getByText('친구 코드는 8자리입니다. 다시 확인해주세요.')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(searchButton()).toBeDisabled();
    await user.type(codeInput(), '{Backspace}');
    expect(screen.queryByText('친구 코드는 8자리입니다. 다시 확인해주세요.')).not.toBeInTheDocument();
  });

  it('copies my friend code and toasts 복사 완료!', async () => {
    const user = userEvent.setup();
    renderRoutes('/mypage/friend');
    expect(screen.getByText('내 친구 코드')).toBeInTheDocument();
    expect(screen.getByText('버튼을 누르면 친구 코드가 복사됩니다.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '내 친구 코드 MINE1234 복사' }));
    expect(await navigator.clipboard.readText()).toBe('MINE1234');
    expect(screen.getByText('복사 완료!')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderRoutes('/mypage/friend');
    await user.click(await screen.findByRole('button', { name: '내 친구 코드 MINE1234 복사' }));
    expect(await screen.findByText(/복사하지 못했습니다/)).toBeInTheDocument();
    expect(screen.queryByText('복사 완료!')).not.toBeInTheDocument();
  });

  it('checks, confirms, adds, shows the result and resets the input on close', async () => {
    const user = userEvent.setup();
    vi.mocked(checkFriendCode).mockResolvedValue({ nickname: '단짝' });
    vi.mocked(addFriend).mockResolvedValue({ message: '친구가 추가되었습니다.' });
    renderRoutes('/mypage/friend');
    await user.type(codeInput(), ' wxyz5678{Enter}');
    expect(checkFriendCode).toHaveBeenCalledWith('WXYZ5678');

    const confirm = await screen.findByRole('alertdialog', { name: '단짝님을 친구로 추가할까요?' });
    expect(within(confirm).getByText(/친구 코드가 맞는지 한 번 더 확인해주세요/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '추가' }));
    expect(addFriend).toHaveBeenCalledWith('WXYZ5678');

    const result = await screen.findByRole('dialog', { name: '친구 추가 완료' });
    expect(within(result).getByText('단짝님과 친구가 되었어요!')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(codeInput()).toHaveValue('');
    await waitFor(() => expect(codeInput()).toHaveFocus());
  });

  it('shows a failed check in the result modal, and a failed add too', async () => {
    const user = userEvent.setup();
    vi.mocked(checkFriendCode).mockRejectedValueOnce(apiError('해당 친구 코드의 사용자를 찾을 수 없습니다.', 404));
    renderRoutes('/mypage/friend');
    await user.type(codeInput(), 'ZZZZ0000');
    await user.click(searchButton());
    const failed = await screen.findByRole('dialog', { name: '친구 추가 실패' });
    expect(within(failed).getByText('해당 친구 코드의 사용자를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(addFriend).not.toHaveBeenCalled();
    await user.click(within(failed).getByRole('button', { name: '확인' }));
    expect(codeInput()).toHaveValue('');

    vi.mocked(checkFriendCode).mockResolvedValueOnce({ nickname: '단짝' });
    vi.mocked(addFriend).mockRejectedValueOnce(apiError('이미 친구입니다.', 409));
    await user.type(codeInput(), 'WXYZ5678{Enter}');
    await user.click(await screen.findByRole('button', { name: '추가' }));
    expect(await screen.findByText('이미 친구입니다.')).toBeInTheDocument();
  });

  // docs/adr/0017-actions-taken-offline.md: nothing is checked or added offline; the code stays.
  it('offline, refuses the search with the offline message and keeps the code to search again', async () => {
    const user = userEvent.setup();
    vi.mocked(checkFriendCode).mockResolvedValue({ nickname: '단짝' });
    renderRoutes('/mypage/friend');
    await user.type(codeInput(), 'WXYZ5678');
    act(() => onlineManager.setOnline(false));
    await user.click(searchButton());
    const failed = await screen.findByRole('dialog', { name: '친구 추가 실패' });
    expect(within(failed).getByText(OFFLINE)).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(codeInput()).toHaveValue('WXYZ5678');
    expect(checkFriendCode).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await user.click(searchButton());
    expect(await screen.findByRole('alertdialog', { name: '단짝님을 친구로 추가할까요?' })).toBeInTheDocument();
    expect(checkFriendCode).toHaveBeenCalledTimes(1);
  });

  it('cancelling the confirmation keeps the code for a correction', async () => {
    const user = userEvent.setup();
    vi.mocked(checkFriendCode).mockResolvedValue({ nickname: '단짝' });
    renderRoutes('/mypage/friend');
    await user.type(codeInput(), 'WXYZ5678{Enter}');
    await user.click(await screen.findByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(addFriend).not.toHaveBeenCalled();
    expect(codeInput()).toHaveValue('WXYZ5678');
  });
});
