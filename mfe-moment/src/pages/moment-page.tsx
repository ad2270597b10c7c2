import { useState, type ReactElement } from 'react';
import { Button } from '@momentum/ui/button';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import { Page } from '@momentum/ui/page';
import { Muted } from '../components/card';
import { HiddenTitle } from '../components/hidden-title';
import { TopTabSwitch } from '../components/top-tab-switch';
import { OrphanBucketDialog } from '../features/moment-dashboard/components/orphan-bucket-dialog';
import { ProgressCard } from '../features/moment-dashboard/components/progress-card';
import { VerifyCard } from '../features/moment-dashboard/components/verify-card';
import { Placeholder } from '../features/moment-dashboard/components/dashboard.styles';
import { useChallengingMain } from '../features/moment-dashboard/hooks/use-challenging-main';
import { buildDashboard } from '../features/moment-dashboard/lib/dashboard-model';

export function MomentPage(): ReactElement {
  const main = useChallengingMain();
  // One "now" per visit keeps the verify card stable while the screen is open.
  const [now] = useState(() => Date.now());
  return (
    <Page>
      <TopTabSwitch />
      <HiddenTitle>모멘트</HiddenTitle>
      {main.isPending && main.isPaused ? (
        <OfflineUnloaded />
      ) : main.isPending ? (
        <div role="status" aria-label="모멘트 불러오는 중">
          <Placeholder />
          <Placeholder style={{ marginTop: '2rem' }} />
        </div>
      ) : main.isError ? (
        <div role="alert">
          <Muted>모멘트를 불러오지 못했습니다.</Muted>
          <Button size="sm" variant="ghost" onClick={() => void main.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : (
        <Dashboard data={main.data} now={now} />
      )}
    </Page>
  );
}

function Dashboard({ data, now }: { data: Parameters<typeof buildDashboard>[0]; now: number }): ReactElement {
  const { buckets, orphan } = buildDashboard(data);
  return (
    <>
      <ProgressCard buckets={buckets} />
      <VerifyCard buckets={buckets} now={now} />
      <OrphanBucketDialog bucket={orphan} />
    </>
  );
}
