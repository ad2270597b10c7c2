// The date badge is MM.DD in Asia/Seoul (decisions.md "Time"), whatever the phone's own time zone.
const seoulMonthDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  month: '2-digit',
  day: '2-digit',
});

/** '2025-03-11T23:00:00Z' → '03.12'; an unreadable date gives ''. */
export function dateBadge(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = seoulMonthDay.formatToParts(date);
  const month = parts.find((part) => part.type === 'month')?.value;
  const day = parts.find((part) => part.type === 'day')?.value;
  return month && day ? `${month}.${day}` : '';
}

/** The badge's full date for screen readers: '3월 12일'. */
export function spokenDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric' }).format(date);
}
