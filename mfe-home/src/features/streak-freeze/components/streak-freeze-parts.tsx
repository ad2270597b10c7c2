// The 작심 보호권 on Home (docs/product-spec.md "Home"): the chip beside the header with its explanation,
// and the week strip's mark for a day a 보호권 kept. One chunk, loaded after the first screen.
import { useState, type ReactElement, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { streakQueries } from '@momentum/api-client/home/streak/queries';
import { ShieldIcon } from '@momentum/ui/icons/shield';
import { Modal } from '@momentum/ui/modal';
import { VisuallyHidden } from '@momentum/ui/visually-hidden';
import { Chip, Explanation } from './streak-freeze.styles';

const EXPLANATION = '하루 인증을 놓쳐도 보호권이 작심 기록을 지켜 줘요. 7일 연속 인증할 때마다 하나씩, 최대 2개까지 모을 수 있어요.';

/** '보호권 N' beside the header; a tap explains what a 보호권 is. Nothing until the count is known. */
export function FreezeChip(): ReactElement | null {
  const { data } = useQuery(streakQueries.streak());
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <>
      {/* Named by its content, not aria-label: axe wants a label's visible words in it, and '1개' is one word. */}
      <Chip aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ShieldIcon size="1.6rem" />
        <span aria-hidden="true">보호권 {data.freezesHeld}</span>
        <VisuallyHidden>작심 보호권 {data.freezesHeld}개</VisuallyHidden>
      </Chip>
      <Modal open={open} onClose={() => setOpen(false)} title="작심 보호권" width="30rem">
        <Explanation>{EXPLANATION}</Explanation>
      </Modal>
    </>
  );
}

/** '6월 2일 보호권으로 지킨 날': the accessible name of a protected day. */
function protectedDayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}월 ${day}일 보호권으로 지킨 날`;
}

/** A protected day's own mark in the week strip; any other day keeps the strip's box (`children`). */
export function DayMark({ date, children }: { date: string; children: ReactNode }): ReactNode {
  const { data } = useQuery(streakQueries.streak());
  return data?.protectedDates.includes(date) ? <ShieldIcon size="2.8rem" title={protectedDayLabel(date)} /> : children;
}
