import type { HomeMoment } from '@momentum/contracts';

/** docs/product-spec.md section 9: home always shows exactly 3 moment slots. */
const SLOT_COUNT = 3;

export type Slot = { kind: 'moment'; moment: HomeMoment } | { kind: 'placeholder'; key: string };

/** The first 3 moments, padded with '-' placeholders when there are fewer. */
export function padSlots(moments: readonly HomeMoment[]): Slot[] {
  const shown: Slot[] = moments.slice(0, SLOT_COUNT).map((moment) => ({ kind: 'moment', moment }));
  while (shown.length < SLOT_COUNT) shown.push({ kind: 'placeholder', key: `placeholder-${shown.length}` });
  return shown;
}

/**
 * The footer line. N is `completedCount`, the response's count: '수집' (collected) counts the moments
 * proven today, which is what the stamps show; today's total is already visible as the cards.
 */
export function footerText(momentCount: number, completedCount: number): string {
  return momentCount === 0 ? '새로운 모멘트를 등록해보세요!' : `오늘의 모멘트 총 ${completedCount}개 수집!`;
}
