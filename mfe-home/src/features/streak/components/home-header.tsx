import type { ReactElement, ReactNode } from 'react';
import { useConsecutiveDays } from '../hooks/use-consecutive-days';
import { HeaderRow, Title } from './home-header.styles';
import { streakTitle } from './streak-title';

/** '오늘은 작심 N일' (the page's h1) with the bell beside it. */
export function HomeHeader({ bell }: { bell: ReactNode }): ReactElement {
  const query = useConsecutiveDays();
  return (
    <HeaderRow>
      <Title aria-live="polite" aria-busy={query.isPending}>
        {streakTitle(query)}
      </Title>
      {bell}
    </HeaderRow>
  );
}
