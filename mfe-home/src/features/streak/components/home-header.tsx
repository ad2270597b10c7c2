import { homeEndpoints } from '@momentum/contracts/endpoints';
import type { ReactElement, ReactNode } from 'react';
import { useConsecutiveDays } from '../hooks/use-consecutive-days';
import { HeaderRow, Title } from './home-header.styles';
import { streakTitle } from './streak-title';

const CONSECUTIVE_DAYS = homeEndpoints.consecutiveDays.path;

/** '오늘은 작심 N일' (the page's h1) with the bell beside it. */
export function HomeHeader({ bell }: { bell: ReactNode }): ReactElement {
  const query = useConsecutiveDays();
  return (
    <HeaderRow>
      {/* The page may have written the streak before the app ran (its first-answers script): same text, kept. */}
      <Title aria-live="polite" aria-busy={query.isPending} data-first-answer={CONSECUTIVE_DAYS} data-first-answer-text="오늘은 작심 {consecutiveDays}일" suppressHydrationWarning>
        {streakTitle(query)}
      </Title>
      {bell}
    </HeaderRow>
  );
}
