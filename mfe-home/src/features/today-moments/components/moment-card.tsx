import type { ReactElement } from 'react';
import type { HomeMoment } from '@momentum/contracts';
import { MomentIcon } from '@momentum/ui/icons/moment';
import { StampIcon } from '@momentum/ui/icons/stamp';
import { VisuallyHidden } from '@momentum/ui/visually-hidden';
import { Card, CardBucket, CardTitle, Stamp } from './today-moments.styles';

/**
 * A goal card: active moments glow yellow, completed ones turn grey under the completion stamp.
 * `waiting`: its proof is saved on the device and not yet uploaded.
 */
export function MomentCard({ moment, waiting }: { moment: HomeMoment; waiting?: boolean }): ReactElement {
  const done = moment.isCompleted;
  return (
    <Card $state={done ? 'completed' : 'active'} data-state={done ? 'completed' : 'active'}>
      {done && (
        <Stamp>
          <StampIcon title="완료 도장" size="3.6rem" />
        </Stamp>
      )}
      {/* A different icon once done: the filled moment mark. */}
      <MomentIcon filled={done} size="2.8rem" />
      <CardTitle>
        {moment.content}
        <VisuallyHidden>{done ? ' (완료)' : ' (진행 중)'}</VisuallyHidden>
      </CardTitle>
      {moment.bucketContent && <CardBucket>{moment.bucketContent}</CardBucket>}
      {waiting && <CardBucket>업로드 대기 중</CardBucket>}
    </Card>
  );
}

/** An empty slot, titled '-'. */
export function PlaceholderCard(): ReactElement {
  return (
    <Card $state="placeholder" data-state="placeholder">
      <CardTitle>
        <span aria-hidden="true">-</span>
        <VisuallyHidden>빈 자리</VisuallyHidden>
      </CardTitle>
    </Card>
  );
}
