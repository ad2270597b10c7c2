// One proof in a list (the diary's day, a bucket's proofs): its photo, what it proved and when, in Seoul.
import type { ReactElement, ReactNode } from 'react';
import { Body, Detail, Item, Photo, Time, Title } from './proof-item.styles';

export interface ProofItemProps {
  photoUrl: string;
  bucketContent: string;
  /** The moment's text; null for an achievement. */
  momentContent: string | null;
  /** ISO instant. */
  provenAt: string;
  /** Actions under the texts (the diary's '공유하기'). */
  children?: ReactNode;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'HH:MM' on Seoul's clock (UTC+9, no daylight saving). */
export function seoulClockTime(instant: string): string {
  return new Date(Date.parse(instant) + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
}

export function ProofItem({ photoUrl, bucketContent, momentContent, provenAt, children }: ProofItemProps): ReactElement {
  return (
    <Item>
      <Photo src={photoUrl} alt={`${bucketContent} 인증 사진`} width={343} height={343} loading="lazy" />
      <Body>
        <Title>{bucketContent}</Title>
        <Detail>{momentContent === null ? '버킷 달성 인증' : `모멘트 · ${momentContent}`}</Detail>
        <Time dateTime={provenAt}>{seoulClockTime(provenAt)} 인증</Time>
        {children}
      </Body>
    </Item>
  );
}
