import type { ReactElement } from 'react';
import { Page } from '@momentum/ui/page';
import { SectionErrorBoundary } from '../components/section-error-boundary';
import { AchievementPanel } from '../features/achievement/components/achievement-panel';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { HomeHeader } from '../features/streak/components/home-header';
import { TodayMoments } from '../features/today-moments/components/today-moments';
import { WeekStrip } from '../features/week-strip/components/week-strip';

/** /home: streak header with the bell, the week strip, today's moments and the bucket-list panel. */
export function HomePage(): ReactElement {
  return (
    <Page>
      <HomeHeader
        bell={
          <SectionErrorBoundary>
            <NotificationBell />
          </SectionErrorBoundary>
        }
      />
      <SectionErrorBoundary>
        <WeekStrip />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <TodayMoments />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <AchievementPanel />
      </SectionErrorBoundary>
    </Page>
  );
}
