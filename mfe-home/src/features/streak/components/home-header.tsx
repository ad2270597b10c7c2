import { homeEndpoints } from '@momentum/contracts/endpoints';
import { FirstAnswer } from '@momentum/first-visit/first-answer';
import type { ReactElement, ReactNode } from 'react';
import { useConsecutiveDays } from '../hooks/use-consecutive-days';
import { HeaderRow, Title } from './home-header.styles';
import { streakTitle } from './streak-title';

/** '오늘은 작심 N일' (the page's h1) with the 보호권 chip and the bell beside it; the page may show it before the app runs. */
export function HomeHeader({ chip, bell }: { chip: ReactNode; bell: ReactNode }): ReactElement {
  const query = useConsecutiveDays();
  return (
    <HeaderRow>
      <FirstAnswer as={Title} path={homeEndpoints.consecutiveDays.path} query={query} render={streakTitle} aria-live="polite" />
      {chip}
      {bell}
    </HeaderRow>
  );
}
