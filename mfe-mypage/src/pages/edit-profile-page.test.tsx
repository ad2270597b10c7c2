import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { getMe, updateProfile, type ProfileUpdate, type UploadOptions } from '@momentum/api-client/users';
import { apiError, renderRoutes } from '../test/render-routes';

vi.mock('@momentum/api-client/users', () => ({ getMe: vi.fn(), getFriendCode: vi.fn(), updateProfile: vi.fn() }));

const me = { nickname: '모멘', email: 'momen@example.com', profileImageUrl: 'http://localhost:4000/a.png', friendCode: 'ABCD1234' };
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.mocked(getMe).mockReset().mockResolvedValue(me);
  vi.mocked(updateProfile).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

const nicknameInput = () => screen.getByLabelText('닉네임');
const fileInput = () => screen.getByTestId('profile-image-input') as HTMLInputElement;

describe('Edit profile page', () => {
  it('starts from the current profile with a read-only email and an image-only picker', async () => {
    renderRoutes('/mypage/edit');
    expect(screen.getByRole('heading', { level: 1, name: '내 정보 수정' })).toBeInTheDocument();
    expect(await screen.findByLabelText('닉네임')).toHaveValue('모멘');
    expect(screen.getByLabelText('이메일')).toHaveValue('momen@example.com');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: '현재 프로필 이미지' })).toHaveAttribute('src', me.profileImageUrl);
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: '프로필 이미지 변경' })).toBeEnabled();
  });

  it('opens the file picker from the image button and previews the chosen image', async () => {
    const user = userEvent.setup();
    renderRoutes('/mypage/edit');
    const button = await screen.findByRole('button', { name: '프로필 이미지 변경' });
    const clicked = vi.fn();
    fileInput().addEventListener('click', clicked);
    await user.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(), photo());
    expect(screen.getByRole('img', { name: '새 프로필 이미지 미리보기' })).toHaveAttribute('src', 'blob:preview');
  });

  it('refuses a non-image with the ImagePicker toast and keeps the current image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes('/mypage/edit');
    await screen.findByLabelText('닉네임');
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('이미지 파일만 업로드할 수 있습니다.')).toBeInTheDocument();
    expect(fileInput().value).toBe('');
    expect(screen.getByRole('img', { name: '현재 프로필 이미지' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toEqual({ nickname: '모멘', image: null });
  });

  it('saves nickname and photo with progress, shows the server message and goes to /mypage on close', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    vi.mocked(updateProfile).mockImplementation((_update: ProfileUpdate, options?: UploadOptions) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = () => {
          const user = { ...me, nickname: '새 이름', profileImageUrl: 'http://x/p.webp' };
          vi.mocked(getMe).mockResolvedValue(user); // what the server answers from now on
          resolve({ message: '프로필이 수정되었습니다.', user });
        };
      });
    });
    const { queryClient } = renderRoutes('/mypage/edit');
    const file = photo();
    await user.clear(await screen.findByLabelText('닉네임'));
    await user.type(nicknameInput(), '새 이름');
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: '저장하기' }));

    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toEqual({ nickname: '새 이름', image: file });
    const save = screen.getByRole('button', { name: '저장하기' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('progressbar', { name: '사진 업로드 진행률' })).toHaveAttribute('aria-valuenow', '40');
    expect(nicknameInput()).toBeDisabled();

    finish();
    const result = await screen.findByRole('dialog', { name: '저장 완료' });
    expect(within(result).getByText('프로필이 수정되었습니다.')).toBeInTheDocument();
    expect(queryClient.getQueryData(['users', 'me'])).toMatchObject({ nickname: '새 이름' });
    await user.click(within(result).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('새 이름')).toBeInTheDocument(); // My Page shows the new nickname
    expect(screen.getByRole('img', { name: '새 이름님의 프로필 이미지' })).toHaveAttribute('src', 'http://x/p.webp');
  });

  it('sends an unreadable name as typed, the server judges it, and its refusal shows in the modal', async () => {
    const user = userEvent.setup();
    vi.mocked(updateProfile).mockRejectedValue(apiError('닉네임에 사용할 수 없는 문자가 있습니다.'));
    renderRoutes('/mypage/edit');
    const input = await screen.findByLabelText('닉네임');
    await user.clear(input);
    // paste puts a bidi override in as it is; type() would not.
    await user.click(input);
    await user.paste('\u202E모멘');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    const result = await screen.findByRole('dialog', { name: '저장 실패' });
    expect(within(result).getByText('닉네임에 사용할 수 없는 문자가 있습니다.')).toBeInTheDocument();
    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toEqual({ nickname: '\u202E모멘', image: null });
  });

  it('shows a refusal in the modal and stays with the typed values', async () => {
    const user = userEvent.setup();
    vi.mocked(updateProfile).mockRejectedValue(apiError('닉네임은 20자 이하로 입력해 주세요.'));
    renderRoutes('/mypage/edit');
    await user.type(await screen.findByLabelText('닉네임'), '가'.repeat(20));
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    const result = await screen.findByRole('dialog', { name: '저장 실패' });
    expect(within(result).getByText('닉네임은 20자 이하로 입력해 주세요.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nicknameInput()).toHaveValue(`모멘${'가'.repeat(20)}`);
    expect(screen.getByRole('button', { name: '저장하기' })).toBeEnabled();
  });
});

describe('Edit profile page without a connection', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));

  // docs/adr/0017-actions-taken-offline.md: refused at once where the screen shows its errors; nothing
  // is sent, then or when the connection returns; the form keeps what was typed and chosen.
  it('refuses the save with the offline message and keeps the nickname and photo to save once online', async () => {
    const user = userEvent.setup();
    vi.mocked(updateProfile).mockResolvedValue({ message: '프로필이 수정되었습니다.', user: { ...me, nickname: '새 이름' } });
    renderRoutes('/mypage/edit');
    const file = photo();
    await user.clear(await screen.findByLabelText('닉네임'));
    await user.type(nicknameInput(), '새 이름');
    await user.upload(fileInput(), file);
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: '저장하기' }));

    const result = await screen.findByRole('dialog', { name: '저장 실패' });
    expect(within(result).getByText('오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nicknameInput()).toHaveValue('새 이름');
    expect(screen.getByRole('img', { name: '새 프로필 이미지 미리보기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장하기' })).toBeEnabled();

    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updateProfile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByRole('dialog', { name: '저장 완료' })).toBeInTheDocument();
    expect(vi.mocked(updateProfile).mock.calls).toEqual([[{ nickname: '새 이름', image: file }, expect.anything()]]);
  });
});
