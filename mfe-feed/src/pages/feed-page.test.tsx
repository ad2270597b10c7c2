// The whole /feed screen with the api-client endpoint functions stubbed (nothing of our own mocked).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import type { FeedResponse } from '@momentum/api-client/feed';
import type { FriendItem } from '@momentum/api-client/friends';
import { feedQueries } from '@momentum/api-client/feed/queries';
import { friendQueries } from '@momentum/api-client/friends/queries';
import { renderWithProviders } from '../test/render-with-providers';
import { FeedPage } from './feed-page';

const api = vi.hoisted(() => ({
  getFriends: vi.fn(),
  getFriendFeed: vi.fn(),
  cheerMoment: vi.fn(),
  knockFriend: vi.fn(),
  toggleFriendPin: vi.fn(),
  deleteFriend: vi.fn(),
  giveFreeze: vi.fn(),
}));
vi.mock('@momentum/api-client/friends', () => ({
  getFriends: api.getFriends,
  cheerMoment: api.cheerMoment,
  knockFriend: api.knockFriend,
  toggleFriendPin: api.toggleFriendPin,
  deleteFriend: api.deleteFriend,
  giveFreeze: api.giveFreeze,
}));
vi.mock('@momentum/api-client/feed', () => ({ getFriendFeed: api.getFriendFeed }));

const friend = (userID: string, nickname: string, extra: Partial<FriendItem> = {}): FriendItem => ({
  userID,
  nickname,
  profileImageUrl: `http://x/${userID}.png`,
  isFixed: false,
  isKnock: false,
  ...extra,
});
const moment = {
  momentId: 'm1',
  bucketContent: '매일 달리기',
  date: '2025-03-11T23:00:00.000Z',
  imageUrl: 'http://x/p.webp',
  cheered: false,
  frequency: 'every2days' as const,
};
const feedOf = (nickname: string, moments: FeedResponse['moments'] = [], isKnock = false): FeedResponse => ({
  nickname,
  isKnock,
  moments,
});
const axiosError = (status: number, data: unknown) => Object.assign(new Error('x'), { isAxiosError: true, response: { status, data } });

beforeEach(() => {
  vi.resetAllMocks();
});

describe('FeedPage', () => {
  it('prompts to add friends when there are none, without the settings icon', async () => {
    api.getFriends.mockResolvedValue([]);
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    expect(screen.getByRole('heading', { level: 1, name: '친구들의 모멘트' })).toBeInTheDocument();
    expect(await screen.findByText('친구를 추가하고 성취를 공유해 보세요!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '친구 관리' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '친구 추가하기' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mypage/friend'));
  });

  it("shows the first friend's cards, cheers one and refreshes that feed", async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비'), friend('f2', '씨')]);
    api.getFriendFeed.mockResolvedValueOnce(feedOf('비', [moment])).mockResolvedValue(feedOf('비', [{ ...moment, cheered: true }]));
    api.cheerMoment.mockResolvedValue({ message: '비님의 모멘트를 응원했습니다!' });
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);

    const card = await screen.findByRole('article', { name: '매일 달리기' });
    expect(api.getFriendFeed).toHaveBeenCalledWith('f1');
    // Under the page's h1, without skipping a level.
    expect(within(card).getByRole('heading', { level: 2, name: '매일 달리기' })).toBeInTheDocument();
    expect(within(card).getByText('비 님이')).toBeInTheDocument();
    expect(within(card).getByText('2일에 1번')).toBeInTheDocument();
    expect(within(card).getByText('목표를 지키고 있어요!')).toBeInTheDocument();
    expect(within(card).getByText('03.12')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /인증 사진/ })).toHaveAttribute('loading', 'lazy');

    await user.click(within(card).getByRole('button', { name: "'매일 달리기' 응원하기" }));
    expect(api.cheerMoment).toHaveBeenCalledWith('f1', 'm1');
    const dialog = await screen.findByRole('dialog', { name: '비님의 모멘트를 응원했습니다!' });
    await waitFor(() => expect(api.getFriendFeed).toHaveBeenCalledTimes(2));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('button', { name: '응원 완료' })).toBeDisabled();
  });

  it('online, offers cheer and knock only once a feed fetched in this page has said whether they are spent', async () => {
    // The device kept the feed from an earlier visit: not cheered, not knocked. The server knows better.
    const kept = { updatedAt: 1 };
    let answer!: (feed: FeedResponse) => void;
    api.getFriends.mockResolvedValue([friend('f1', '비'), friend('f2', '씨')]);
    api.getFriendFeed.mockImplementation((id: string) =>
      id === 'f1' ? new Promise<FeedResponse>((resolve) => (answer = resolve)) : Promise.resolve(feedOf('씨', [], true)),
    );
    renderWithProviders(<FeedPage />, {
      seed: (client) => {
        client.setQueryData(friendQueries.list().queryKey, [friend('f1', '비'), friend('f2', '씨')], kept);
        client.setQueryData(feedQueries.friend('f1').queryKey, feedOf('비', [moment]), kept);
      },
    });
    // The kept card shows at once, its cheer waits for the fresh answer.
    const cheer = await screen.findByRole('button', { name: "'매일 달리기' 응원하기" });
    expect(cheer).toBeDisabled();
    answer(feedOf('비', [{ ...moment, cheered: true }]));
    expect(await screen.findByRole('button', { name: '응원 완료' })).toBeDisabled();
    expect(api.cheerMoment).not.toHaveBeenCalled();
  });

  it('shows the generic failed-call dialog when a cheer fails', async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비')]);
    api.getFriendFeed.mockResolvedValue(feedOf('비', [moment]));
    api.cheerMoment.mockRejectedValueOnce(axiosError(409, { message: '이미 응원한 모멘트입니다.' }));
    api.cheerMoment.mockRejectedValueOnce(new Error('Network Error'));
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    await user.click(await screen.findByRole('button', { name: /응원하기/ }));
    const dialog = await screen.findByRole('dialog', { name: '이미 응원한 모멘트입니다.' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('button', { name: /응원하기/ }));
    expect(await screen.findByRole('dialog', { name: '서버 연결에 실패하였습니다.' })).toBeInTheDocument();
  });

  it("gives the friend shown a 보호권, and shows the server's refusal when the friend's are full", async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비'), friend('f2', '씨')]);
    api.getFriendFeed.mockImplementation(async (id: string) => feedOf(id === 'f1' ? '비' : '씨', [moment]));
    api.giveFreeze.mockResolvedValueOnce({ message: '비님에게 작심 보호권을 선물했어요!' });
    api.giveFreeze.mockRejectedValueOnce(axiosError(409, { message: '친구의 보호권이 가득 찼어요.', code: 'FREEZES_FULL' }));
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    await user.click(await screen.findByRole('button', { name: '보호권 선물하기' }));
    expect(api.giveFreeze).toHaveBeenCalledWith('f1');
    const done = await screen.findByRole('dialog', { name: '비님에게 작심 보호권을 선물했어요!' });
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('button', { name: /씨/ }));
    await user.click(await screen.findByRole('button', { name: '보호권 선물하기' }));
    expect(api.giveFreeze).toHaveBeenLastCalledWith('f2');
    expect(await screen.findByRole('dialog', { name: '친구의 보호권이 가득 찼어요.' })).toBeInTheDocument();
  });

  it('switches feeds when another friend is selected, and knocks a quiet friend', async () => {
    api.getFriends.mockResolvedValueOnce([friend('f1', '비'), friend('f2', '씨')]);
    api.getFriends.mockResolvedValue([friend('f1', '비'), friend('f2', '씨', { isKnock: true })]);
    api.getFriendFeed.mockImplementation(async (id: string) => (id === 'f1' ? feedOf('비', [moment]) : feedOf('씨')));
    api.knockFriend.mockResolvedValue({ message: '씨님께 노크하였습니다!' });
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: /씨/ }));
    expect(screen.getByRole('button', { name: /씨/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/친구가 피드를 올리지 않고 있어요/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '노크하기' }));
    expect(api.knockFriend).toHaveBeenCalledWith('f2');
    const notice = await screen.findByRole('dialog', { name: '씨님께 노크하였습니다!' });
    expect(within(notice).getByText('곧 피드를 올릴 거예요!')).toBeInTheDocument();
    await waitFor(() => expect(api.getFriends).toHaveBeenCalledTimes(2));
    await user.click(within(notice).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('button', { name: '노크하기' })).toBeDisabled();
  });

  it("alerts '에러 발생' when a knock fails", async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비')]);
    api.getFriendFeed.mockResolvedValue(feedOf('비'));
    api.knockFriend.mockRejectedValue(axiosError(409, { message: '이번 주에는 이미 노크했습니다.' }));
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    await user.click(await screen.findByRole('button', { name: '노크하기' }));
    const alert = await screen.findByRole('dialog', { name: '에러 발생' });
    expect(within(alert).getByText('이번 주에는 이미 노크했습니다.')).toBeInTheDocument();
  });

  it('pins, then deletes the selected friend with the confirmation, back to the first friend', async () => {
    let list = [friend('f1', '비'), friend('f2', '씨')];
    api.getFriends.mockImplementation(async () => list);
    api.getFriendFeed.mockImplementation(async (id: string) => feedOf(id === 'f1' ? '비' : '씨'));
    api.toggleFriendPin.mockImplementation(async () => {
      list = [friend('f2', '씨', { isFixed: true }), friend('f1', '비')];
      return { message: '친구를 고정했습니다.', isFixed: true };
    });
    api.deleteFriend.mockImplementation(async () => {
      list = [friend('f1', '비')];
      return { message: '친구 관계를 성공적으로 삭제했습니다.' };
    });
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    await user.click(await screen.findByRole('button', { name: /씨/ }));
    await user.click(screen.getByRole('button', { name: '친구 관리' }));

    let menu = screen.getByRole('dialog', { name: '씨님' });
    await user.click(within(menu).getByRole('button', { name: '친구 고정 on' }));
    expect(api.toggleFriendPin).toHaveBeenCalledWith('f2');
    expect(await within(menu).findByRole('button', { name: '친구 고정 off' })).toBeInTheDocument();
    // Pinned friends move to the front; the selection stays on the same friend.
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true })[0]).toHaveAccessibleName(/씨/));

    await user.click(within(menu).getByRole('button', { name: '친구 삭제하기' }));
    let confirm = screen.getByRole('alertdialog', { name: '씨님을 삭제하겠습니까?' });
    expect(within(confirm).getByText('이 행위는 되돌릴 수 없습니다.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '아니오' }));
    menu = screen.getByRole('dialog', { name: '씨님' });
    await user.click(within(menu).getByRole('button', { name: '친구 삭제하기' }));
    confirm = screen.getByRole('alertdialog', { name: '씨님을 삭제하겠습니까?' });
    await user.click(within(confirm).getByRole('button', { name: '네' }));

    expect(api.deleteFriend).toHaveBeenCalledWith('f2');
    const done = await screen.findByRole('dialog', { name: '친구 관계를 성공적으로 삭제했습니다.' });
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /씨/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /비/ })).toHaveAttribute('aria-pressed', 'true');

    // Reopened, the dialog starts at its menu again.
    await user.click(screen.getByRole('button', { name: '친구 관리' }));
    expect(screen.getByRole('dialog', { name: '비님' })).toBeInTheDocument();
  });
});

// docs/adr/0017-actions-taken-offline.md: offline a change is refused at once with this message in
// the page's notice dialog; nothing is sent, then or when the connection returns.
const OFFLINE = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';

describe('FeedPage without a connection', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));
  const goOffline = () => act(() => onlineManager.setOnline(false));

  it('refuses a cheer with the offline message and leaves the button to cheer once online', async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비')]);
    api.getFriendFeed.mockResolvedValue(feedOf('비', [moment]));
    api.cheerMoment.mockResolvedValue({ message: '비님의 모멘트를 응원했습니다!' });
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    const cheer = await screen.findByRole('button', { name: "'매일 달리기' 응원하기" });
    goOffline();
    await user.click(cheer);
    const dialog = await screen.findByRole('dialog', { name: OFFLINE });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.getByRole('button', { name: "'매일 달리기' 응원하기" })).toBeEnabled();

    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.cheerMoment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "'매일 달리기' 응원하기" }));
    expect(await screen.findByRole('dialog', { name: '비님의 모멘트를 응원했습니다!' })).toBeInTheDocument();
    expect(api.cheerMoment).toHaveBeenCalledTimes(1);
  });

  it("refuses a knock under '에러 발생' with the offline message", async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비')]);
    api.getFriendFeed.mockResolvedValue(feedOf('비'));
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    const knock = await screen.findByRole('button', { name: '노크하기' });
    goOffline();
    await user.click(knock);
    const alert = await screen.findByRole('dialog', { name: '에러 발생' });
    expect(within(alert).getByText(OFFLINE)).toBeInTheDocument();
    expect(api.knockFriend).not.toHaveBeenCalled();
  });

  it('refuses a pin and a friend deletion with the offline message, the friend kept', async () => {
    api.getFriends.mockResolvedValue([friend('f1', '비'), friend('f2', '씨')]);
    api.getFriendFeed.mockImplementation(async (id: string) => feedOf(id === 'f1' ? '비' : '씨'));
    const user = userEvent.setup();
    renderWithProviders(<FeedPage />);
    await user.click(await screen.findByRole('button', { name: /씨/ }));
    goOffline();
    await user.click(screen.getByRole('button', { name: '친구 관리' }));
    await user.click(within(screen.getByRole('dialog', { name: '씨님' })).getByRole('button', { name: '친구 고정 on' }));
    let notice = await screen.findByRole('dialog', { name: OFFLINE });
    await user.click(within(notice).getByRole('button', { name: '확인' }));
    expect(within(screen.getByRole('dialog', { name: '씨님' })).getByRole('button', { name: '친구 고정 on' })).toBeEnabled();

    await user.click(within(screen.getByRole('dialog', { name: '씨님' })).getByRole('button', { name: '친구 삭제하기' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '씨님을 삭제하겠습니까?' })).getByRole('button', { name: '네' }));
    notice = await screen.findByRole('dialog', { name: OFFLINE });
    await user.click(within(notice).getByRole('button', { name: '확인' }));
    expect(api.toggleFriendPin).not.toHaveBeenCalled();
    expect(api.deleteFriend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /씨/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
