// The server's dates are Seoul calendar days ('YYYY-MM-DD'). Formatting them as UTC midnights keeps
// the weekday and the day number right whatever the phone's own time zone is.
const shortWeekday = new Intl.DateTimeFormat('ko-KR', { weekday: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' });

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** '월', '화', … */
export function weekdayShort(date: string): string {
  return shortWeekday.format(asUtc(date));
}

/** The accessible name of a day's box: '6월 2일 월요일 완료' / '… 미완료'. */
export function dayLabel(date: string, isComplete: boolean): string {
  return `${longDate.format(asUtc(date))} ${isComplete ? '완료' : '미완료'}`;
}
