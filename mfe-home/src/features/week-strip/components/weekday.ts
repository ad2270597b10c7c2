// The server's dates are Seoul calendar days ('YYYY-MM-DD'); their weekday and day number are the
// same whatever the phone's own time zone is.
import { koreanLongDate, koreanWeekday } from '@momentum/contracts/seoul-calendar';

/** '월', '화', … */
export function weekdayShort(date: string): string {
  return koreanWeekday(date);
}

/** The accessible name of a day's box: '6월 2일 월요일 완료' / '… 미완료'. */
export function dayLabel(date: string, isComplete: boolean): string {
  return `${koreanLongDate(date)} ${isComplete ? '완료' : '미완료'}`;
}
