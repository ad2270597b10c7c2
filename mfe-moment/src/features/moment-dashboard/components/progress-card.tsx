import { useId, type ReactElement } from 'react';
import type { ChallengingBucket } from '@momentum/contracts';
import { ProgressBar } from '@momentum/ui/progress-bar';
import { Card, CardTitle, Muted } from '../../../components/card';
import { progressPercent } from '../lib/dashboard-model';
import { ProgressHead, ProgressList } from './dashboard.styles';

export function ProgressCard({ buckets }: { buckets: readonly ChallengingBucket[] }): ReactElement {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>모멘트 달성 현황</CardTitle>
      {buckets.length === 0 ? (
        <Muted>모멘트를 등록하고 달성 현황을 확인해 보세요!</Muted>
      ) : (
        <ProgressList>
          {buckets.map((bucket) => {
            const percent = progressPercent(bucket);
            return (
              <li key={bucket.bucketID}>
                <ProgressHead>
                  <span>{bucket.content}</span>
                  <span>{percent}%</span>
                </ProgressHead>
                <ProgressBar value={percent} label={`${bucket.content} 달성률`} />
              </li>
            );
          })}
        </ProgressList>
      )}
    </Card>
  );
}
