import type { ReactElement } from 'react';
import { Page } from '@momentum/ui/page';
import { SectionErrorBoundary } from '../components/section-error-boundary';
import { AchievementPanel } from '../features/achievement/components/achievement-panel';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { HomeHeader } from '../features/streak/components/home-header';
import { TodayMoments } from '../features/today-moments/components/today-moments';
import { WeekStrip } from '../features/week-strip/components/week-strip';
import { useHomeLater } from './use-home-later';

/** /home: streak header with the 보호권 chip and the bell, the week strip, today's moments and the bucket-list panel. */
export function HomePage(): ReactElement {
  const [later, loadLater] = useHomeLater();
  return (
    <Page>
      <HomeHeader
        chip={later && <later.FreezeChip />}
        bell={
          <SectionErrorBoundary>
            <NotificationBell modal={later?.NotificationModal} onOpen={loadLater} />
          </SectionErrorBoundary>
        }
      />
      <SectionErrorBoundary>
        <WeekStrip dayMark={later?.DayMark} />
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
