import type { ReactElement } from 'react';
import { MAX_CHALLENGING } from '@momentum/contracts/limits';
import { useDecisiveAnswer } from '@momentum/app-kit/decisive-answer';
import { Page } from '@momentum/ui/page';
import { HiddenTitle } from '../components/hidden-title';
import { TopTabSwitch } from '../components/top-tab-switch';
import { BucketSection } from '../features/bucket-list/components/bucket-section';
import { useChallengingCount } from '../features/bucket-list/hooks/use-challenging-count';

export function BucketPage(): ReactElement {
  // Until the count is known, offer no new challenge rather than one the server may refuse; online it is
  // known once fetched in this page's life, a kept count being possibly older than the last challenge.
  const count = useDecisiveAnswer(useChallengingCount()).data ?? MAX_CHALLENGING;
  return (
    <Page>
      <TopTabSwitch />
      <HiddenTitle>버킷리스트</HiddenTitle>
      <BucketSection type="REPEAT" challengingCount={count} />
      <BucketSection type="ACHIEVEMENT" challengingCount={count} />
    </Page>
  );
}
