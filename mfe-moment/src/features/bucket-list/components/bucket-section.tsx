import { useId, useState, type ReactElement } from 'react';
import type { BucketType } from '@momentum/contracts/enums';
import { Button } from '@momentum/ui/button';
import { ResultDialog } from '@momentum/ui/dialog';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import { Card, CardTitle, Muted } from '../../../components/card';
import { useBuckets } from '../hooks/use-buckets';
import { BucketInputLine } from './bucket-input-line';
import { BucketItemRow } from './bucket-item-row';
import { List, Skeleton } from './bucket-list.styles';

const TITLES: Record<BucketType, string> = { REPEAT: '반복형', ACHIEVEMENT: '달성형' };

/** One section of the bucket screen: the input line, then the list; every outcome opens the result modal. */
export function BucketSection({ type, challengingCount }: { type: BucketType; challengingCount: number }): ReactElement {
  const titleId = useId();
  const buckets = useBuckets(type);
  const [result, setResult] = useState<string | null>(null);
  const title = TITLES[type];

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <BucketInputLine type={type} label={`${title} 버킷리스트 추가`} onOutcome={setResult} />
      {buckets.isPending ? (
        buckets.isPaused ? (
          <OfflineUnloaded />
        ) : (
          <Skeleton aria-label={`${title} 목록 불러오는 중`} role="status" />
        )
      ) : buckets.isError ? (
        <div role="alert">
          <Muted>목록을 불러오지 못했습니다.</Muted>
          <Button size="sm" variant="ghost" onClick={() => void buckets.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : buckets.data.length === 0 ? (
        <Muted>아직 {title} 버킷리스트가 없어요. 위 칸에 적어 추가해 보세요!</Muted>
      ) : (
        <List aria-label={`${title} 버킷리스트`}>
          {buckets.data.map((bucket) => (
            <BucketItemRow
              key={bucket.bucketID}
              bucket={bucket}
              type={type}
              challengingCount={challengingCount}
              onOutcome={setResult}
            />
          ))}
        </List>
      )}
      <ResultDialog open={result !== null} title={result ?? ''} onClose={() => setResult(null)} />
    </Card>
  );
}
