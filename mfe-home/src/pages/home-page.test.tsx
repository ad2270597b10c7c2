// The whole /home page with the api-client home functions stubbed (everything of our own is real).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as homeApi from '@momentum/api-client/home';
import { resetHomeApi, WEEK } from '../test/home-api-stub';
import { renderWithProviders } from '../test/render-with-providers';
import { HomePage } from './home-page';

vi.mock('@momentum/api-client/home', () => ({
  getConsecutiveDays: vi.fn(),
  readNotifications: vi.fn(),
  getUnreadCount: vi.fn(),
  getTodayMoments: vi.fn(),
  getWeekStatus: vi.fn(),
  getCompletionRate: vi.fn(),
}));
const api = vi.mocked(homeApi);
vi.mock('@momentum/api-client/home/streak', () => ({ getStreak: vi.fn() }));
const streakApi = vi.mocked(await import('@momentum/api-client/home/streak'));

beforeEach(() => {
  vi.clearAllMocks();
  resetHomeApi(api as never);
  streakApi.getStreak.mockResolvedValue({ consecutiveDays: 1, freezesHeld: 0, protectedDates: [] });
});

const renderHome = () => renderWithProviders(<HomePage />);
const heading = () => screen.getByRole('heading', { level: 1 });

describe('home header', () => {
  it("shows '로딩 중...' while loading, then '오늘은 작심 N일'", async () => {
    api.getConsecutiveDays.mockResolvedValue({ success: true, consecutiveDays: 7 });
    renderHome();
    expect(heading()).toHaveTextContent('로딩 중...');
    await waitFor(() => expect(heading()).toHaveTextContent('오늘은 작심 7일'));
  });

  it("shows '데이터 로드 실패' on an error", async () => {
    api.getConsecutiveDays.mockRejectedValue(new Error('network'));
    renderHome();
    await waitFor(() => expect(heading()).toHaveTextContent('데이터 로드 실패'));
  });

  it("shows '데이터 로드 실패' when the server answers success: false", async () => {
    api.getConsecutiveDays.mockResolvedValue({ success: false, consecutiveDays: 3 });
    renderHome();
    await waitFor(() => expect(heading()).toHaveTextContent('데이터 로드 실패'));
  });
});

describe('작심 보호권', () => {
  it('shows the chip once the first screen is idle, explains it on a tap, and marks the protected day', async () => {
    streakApi.getStreak.mockResolvedValue({ consecutiveDays: 9, freezesHeld: 1, protectedDates: [WEEK[1]!] });
    const user = userEvent.setup();
    renderHome();
    // Before its parts have loaded the header has no chip: they come after the first screen.
    expect(await screen.findByRole('img', { name: '6월 3일 화요일 미완료' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /작심 보호권/ })).toBeNull();
    const chip = await screen.findByRole('button', { name: '작심 보호권 1개' }, { timeout: 15_000 });
    expect(within(chip).getByText('보호권 1', { exact: true })).toBeInTheDocument();
    expect(within(heading().parentElement!).getByRole('button', { name: '작심 보호권 1개' })).toBe(chip);
    const strip = screen.getByRole('region', { name: '이번 주 모멘트 달성' });
    expect(within(strip).getByRole('img', { name: '6월 3일 보호권으로 지킨 날' })).toBeInTheDocument();
    expect(within(strip).queryByRole('img', { name: '6월 3일 화요일 미완료' })).toBeNull();
    expect(within(strip).getByRole('img', { name: '6월 4일 수요일 미완료' })).toBeInTheDocument();
    await user.click(chip);
    const sheet = screen.getByRole('dialog', { name: '작심 보호권' });
    expect(sheet).toHaveTextContent(
      '하루 인증을 놓쳐도 보호권이 작심 기록을 지켜 줘요. 7일 연속 인증할 때마다 하나씩, 최대 2개까지 모을 수 있어요.',
    );
  }, 30_000);
});

describe("today's moments", () => {
  it("pads to 3 slots with '-', stamps the completed one and counts it in the footer", async () => {
    api.getTodayMoments.mockResolvedValue({
      moments: [
        { momentID: 'a', content: '3km 달리기', isCompleted: true, bucketContent: '마라톤' },
        { momentID: 'b', content: '1장 읽기', isCompleted: false, bucketContent: '독서' },
      ],
      completedCount: 1,
    });
    renderHome();
    const section = await screen.findByRole('region', { name: '오늘의 모멘트' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('data-state'))).toEqual(['completed', 'active', 'placeholder']);
    expect(within(cards[0]!).getByRole('img', { name: '완료 도장' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('img', { name: '완료 도장' })).toBeNull();
    expect(cards[2]).toHaveTextContent('-');
    expect(within(section).getByText('오늘의 모멘트 총 1개 수집!')).toBeInTheDocument();
  });

  it('invites to register with no moments, keeping 3 placeholders', async () => {
    renderHome();
    expect(await screen.findByText('새로운 모멘트를 등록해보세요!')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '오늘의 모멘트' });
    expect(within(section).getAllByRole('listitem').map((c) => c.getAttribute('data-state'))).toEqual([
      'placeholder',
      'placeholder',
      'placeholder',
    ]);
  });
});

describe('week strip', () => {
  it('shows 월..일 with a labelled box per day', async () => {
    api.getWeekStatus.mockResolvedValue(WEEK.map((date, i) => ({ date, isComplete: i === 0 || i === 2 })));
    renderHome();
    const strip = await screen.findByRole('region', { name: '이번 주 모멘트 달성' });
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(7));
    expect(within(strip).getAllByRole('listitem').map((d) => d.firstElementChild?.textContent)).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    expect(within(strip).getByRole('img', { name: '6월 2일 월요일 완료' })).toBeInTheDocument();
    expect(within(strip).getByRole('img', { name: '6월 3일 화요일 미완료' })).toBeInTheDocument();
    expect(within(strip).getByRole('img', { name: '6월 4일 수요일 완료' })).toBeInTheDocument();
  });
});

describe('bucket-list panel', () => {
  it.each([
    [0, '씨앗'],
    [19, '씨앗'],
    [19.5, '씨앗'],
    [20, '새싹'],
    [39, '새싹'],
    [59, '어린 나무'],
    [79, '꽃이 핀 나무'],
    [80, '열매 맺은 나무'],
    [100, '열매 맺은 나무'],
  ])('at rate %s shows the %s picture and the rate', async (rate, picture) => {
    api.getCompletionRate.mockResolvedValue(rate);
    renderHome();
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Seoul' }).format(new Date());
    const panel = screen.getByRole('region', { name: `${year} 버킷리스트 달성 현황` });
    expect(await within(panel).findByRole('img', { name: `${picture} 그림 (달성률 ${rate}%)` })).toBeInTheDocument();
    expect(within(panel).getByText(`달성률 ${rate}%`)).toBeInTheDocument();
  });
});

describe('notification modal', () => {
  it('opens on the bell, fetches (PATCH) then refetches the unread count, icon by type', async () => {
    api.getUnreadCount.mockResolvedValueOnce(2).mockResolvedValue(0);
    api.readNotifications.mockResolvedValue([
      { notificationID: 'n1', type: 'KNOCK', content: '모멘님이 똑똑 두드렸어요.', isRead: false, createdAt: '2025-01-02T00:00:00Z' },
      { notificationID: 'n2', type: 'FRIEND', content: '모멘님과 친구가 되었어요.', isRead: true, createdAt: '2025-01-01T00:00:00Z' },
    ]);
    const user = userEvent.setup();
    renderHome();
    const bell = screen.getByRole('button', { name: '알림' });
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', 'true'));
    expect(api.readNotifications).not.toHaveBeenCalled();

    await user.click(bell);
    const dialog = screen.getByRole('dialog', { name: '알림' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-type'))).toEqual(['KNOCK', 'FRIEND']);
    expect(items[0]).toHaveTextContent('모멘님이 똑똑 두드렸어요.');
    expect(items[0]!.querySelector('svg')!.innerHTML).not.toBe(items[1]!.querySelector('svg')!.innerHTML);
    expect(api.readNotifications).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.getUnreadCount).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', 'false'));
  });

  it("puts the unread count on the installed app's icon, and clears it once the list is read", async () => {
    const badge: string[] = [];
    Object.assign(navigator, {
      setAppBadge: async (n: number) => void badge.push(`set ${n}`),
      clearAppBadge: async () => void badge.push('clear'),
    });
    try {
      api.getUnreadCount.mockResolvedValueOnce(2).mockResolvedValue(0);
      api.readNotifications.mockResolvedValue([]);
      const user = userEvent.setup();
      renderHome();
      await waitFor(() => expect(badge).toEqual(['set 2']));
      await user.click(screen.getByRole('button', { name: '알림' }));
      await waitFor(() => expect(badge).toEqual(['set 2', 'clear']));
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });

  it("shows '알림이 없습니다.'; inside clicks keep it open; the backdrop and the close icon close it", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: '알림' }));
    const dialog = screen.getByRole('dialog', { name: '알림' });
    await user.click(await within(dialog).findByText('알림이 없습니다.'));
    expect(screen.getByRole('dialog', { name: '알림' })).toBeInTheDocument();

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '알림' }));
    await user.click(within(screen.getByRole('dialog', { name: '알림' })).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.readNotifications).toHaveBeenCalledTimes(2);
  });
});
