// The date badge is MM.DD in Asia/Seoul (docs/decisions.md "Time"), whatever the phone's own time zone.
import { seoulKoreanMonthDay, seoulMonthDay } from '@momentum/contracts/seoul-calendar';

/** '2025-03-11T23:00:00Z' → '03.12'; an unreadable date gives ''. */
export function dateBadge(iso: string): string {
  return seoulMonthDay(iso);
}

/** The badge's full date for screen readers: '3월 12일'. */
export function spokenDate(iso: string): string {
  return seoulKoreanMonthDay(iso);
}
