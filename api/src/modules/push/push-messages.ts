// Every push this server sends (the screens: docs/product-spec.md "Screens and routes").
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** A newer push of the same tag replaces the older on the device, and (as its Topic) at the push service. */
  tag: string;
  /** The person's unread notification count when it was made; a message queued before it existed has none. */
  appBadge?: number;
}

export const pushMessages = {
  knock: (nickname: string): PushMessage => ({
    title: '똑똑! 노크가 왔어요',
    body: `${nickname}님이 노크했어요! 오늘의 모멘트를 인증해 보세요.`,
    url: '/moment',
    tag: 'knock',
  }),
  cheer: (nickname: string, momentContent: string): PushMessage => ({
    title: '응원이 도착했어요',
    body: `${nickname}님이 '${momentContent}' 모멘트를 응원했어요!`,
    url: '/home',
    tag: 'cheer',
  }),
  // Per person and Seoul day: a reminder sent again (its sender died before recording it) replaces the first.
  // `stake` (reminder-stake.ts) replaces the closing encouragement when a streak or a 보호권 is at stake.
  reminder: (unproven: Array<{ id: string; content: string }>, to: { userId: string; day: string }, stake: string | null = null): PushMessage => ({
    title: '오늘의 모멘트를 잊지 마세요',
    body:
      unproven.length === 1
        ? `아직 '${unproven[0]!.content}' 모멘트를 인증하지 않았어요. ${stake ?? '사진 한 장으로 오늘을 기록해 보세요!'}`
        : `아직 인증하지 않은 모멘트가 ${unproven.length}개 있어요. ${stake ?? '오늘이 가기 전에 인증해 보세요!'}`,
    url: unproven.length === 1 ? `/moment/upload/${unproven[0]!.id}` : '/moment',
    tag: `reminder:${to.day}:${to.userId}`,
  }),
} as const;
