import { useId, type ReactElement } from 'react';
import type { FeedMoment } from '@momentum/api-client/feed';
import { IconButton } from '@momentum/ui/button';
import { CheerIcon } from '@momentum/ui/icons/cheer';
import { dateBadge, spokenDate } from '../lib/date-badge';
import { frequencyText } from '@momentum/contracts/enums';
import { Card, CheerCorner, DateBadge, Frequency, Goal, Keeping, NoPhoto, Photo, Who } from './feed-card.styles';

export interface FeedCardProps {
  nickname: string;
  moment: FeedMoment;
  /** This card's cheer request is running. */
  cheering: boolean;
  /** Whether it was cheered is not known yet (the feed shown is a kept copy being refreshed). */
  deciding?: boolean;
  onCheer: (moment: FeedMoment) => void;
}

export function FeedCard({ nickname, moment, cheering, deciding = false, onCheer }: FeedCardProps): ReactElement {
  const goalId = useId();
  const frequency = frequencyText(moment.frequency);
  return (
    <Card aria-labelledby={goalId}>
      <Who>
        <span>{nickname} 님이</span>
        {frequency && <Frequency>{frequency}</Frequency>}
      </Who>
      <Goal id={goalId}>{moment.bucketContent}</Goal>
      <Keeping>목표를 지키고 있어요!</Keeping>
      <Photo>
        {moment.imageUrl ? (
          <img
            src={moment.imageUrl}
            alt={`${nickname}님의 '${moment.bucketContent}' 인증 사진`}
            loading="lazy"
            decoding="async"
            width={320}
            height={320}
          />
        ) : (
          <NoPhoto>사진을 불러올 수 없어요</NoPhoto>
        )}
        <DateBadge dateTime={moment.date} aria-label={spokenDate(moment.date)}>
          {dateBadge(moment.date)}
        </DateBadge>
        <CheerCorner>
          <IconButton
            aria-label={moment.cheered ? '응원 완료' : `'${moment.bucketContent}' 응원하기`}
            disabled={moment.cheered || cheering || deciding}
            aria-busy={cheering || undefined}
            onClick={() => onCheer(moment)}
          >
            <CheerIcon disabled={moment.cheered} size="3.2rem" />
          </IconButton>
        </CheerCorner>
      </Photo>
    </Card>
  );
}
