import type { ReactElement } from 'react';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import { Skeleton } from '../../../components/skeleton';
import { SectionError } from '../../../components/section-error';
import { usePendingProofs } from '@momentum/api-client/proof-queue/pending';
import { useTodayMoments } from '../hooks/use-today-moments';
import { MomentCard, PlaceholderCard } from './moment-card';
import { footerText, padSlots } from './slots';
import { CARD_HEIGHT, Cards, ErrorArea, Footer, Heading, Section } from './today-moments.styles';

export function TodayMoments(): ReactElement {
  const { data, isPending, isPaused, isError, refetch } = useTodayMoments();
  // Proofs saved on the device, not yet uploaded (the shell's flusher keeps the list).
  const isWaiting = usePendingProofs();
  return (
    <Section aria-labelledby="today-moments-title" aria-busy={isPending && !isPaused}>
      <Heading id="today-moments-title">오늘의 모멘트</Heading>
      {/* The home's one word on it: the strip and the panel above and below keep their empty shapes. */}
      {isPending && isPaused ? (
        <OfflineUnloaded />
      ) : isPending ? (
        <>
          <Skeleton $height={CARD_HEIGHT} />
          <Footer>
            <Skeleton $width="60%" $height="1.6rem" />
          </Footer>
        </>
      ) : isError ? (
        <ErrorArea>
          <SectionError message="오늘의 모멘트를 불러오지 못했습니다." onRetry={() => void refetch()} />
        </ErrorArea>
      ) : (
        <>
          <Cards>
            {padSlots(data.moments).map((slot) =>
              slot.kind === 'moment' ? (
                <MomentCard key={slot.moment.momentID} moment={slot.moment} waiting={isWaiting(slot.moment.momentID)} />
              ) : (
                <PlaceholderCard key={slot.key} />
              ),
            )}
          </Cards>
          <Footer>{footerText(data.moments.length, data.completedCount)}</Footer>
        </>
      )}
    </Section>
  );
}
