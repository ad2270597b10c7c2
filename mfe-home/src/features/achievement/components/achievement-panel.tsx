import type { ReactElement } from 'react';
import { AchievementIllustration } from '@momentum/ui/illustrations/achievement';
import { Skeleton } from '../../../components/skeleton';
import { SectionError } from '../../../components/section-error';
import { useCompletionRate } from '../hooks/use-completion-rate';
import { PICTURE_SIZE, Panel, PictureBox, Rate, Title } from './achievement-panel.styles';
import { achievementPictureTitle, formatRate, panelTitle } from './achievement-text';

/** '{year} 버킷리스트 달성 현황': the band's picture (0–19, 20–39, 40–59, 60–79, 80–100 %) and the rate. */
export function AchievementPanel(): ReactElement {
  const { data: rate, isPending, isPaused, isError, refetch } = useCompletionRate();
  return (
    <Panel aria-labelledby="achievement-title" aria-busy={isPending && !isPaused}>
      <Title id="achievement-title">{panelTitle()}</Title>
      <PictureBox>
        {isPending ? (
          <Skeleton $width={PICTURE_SIZE} $height={PICTURE_SIZE} />
        ) : isError ? (
          <SectionError message="달성률을 불러오지 못했습니다." onRetry={() => void refetch()} />
        ) : (
          <AchievementIllustration rate={rate} size={PICTURE_SIZE} title={achievementPictureTitle(rate)} />
        )}
      </PictureBox>
      <Rate>{rate === undefined ? '' : `달성률 ${formatRate(rate)}%`}</Rate>
    </Panel>
  );
}
