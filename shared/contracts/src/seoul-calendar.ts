// Seoul calendar days in the browser without Intl. Day boundaries are Asia/Seoul whatever the phone's
// time zone (docs/decisions.md "Time"), and Korea has had no daylight saving time since 1988, so a fixed +9 h
// offset is exact. Intl.DateTimeFormat would give the same answers, but building one for a new locale or
// time zone loads ICU data on the main thread: tens of milliseconds on a slow phone, during the first
// render of Home.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC fields of this Date are Seoul's wall clock at `now`. */
const seoulClock = (now: Date) => new Date(now.getTime() + SEOUL_OFFSET_MS);

/** A 'YYYY-MM-DD' day as the UTC midnight that carries its fields. */
const dayAsUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Today in Seoul as 'YYYY-MM-DD' (the server's calendar day). */
export function seoulDate(now: Date = new Date()): string {
  const clock = seoulClock(now);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** The year in Seoul at `now`. */
export function seoulYear(now: Date = new Date()): number {
  return seoulClock(now).getUTCFullYear();
}

/** The instant 00:00 of 1 January in Seoul after `now`: when Seoul's year next changes. */
export function nextSeoulNewYear(now: Date = new Date()): Date {
  return new Date(Date.UTC(seoulYear(now) + 1, 0, 1) - SEOUL_OFFSET_MS);
}

/** The Korean short weekday of a 'YYYY-MM-DD' day: '월', '화', … */
export function koreanWeekday(date: string): string {
  return WEEKDAYS[dayAsUtc(date).getUTCDay()]!;
}

/** A 'YYYY-MM-DD' day in Korean: '6월 2일 월요일'. */
export function koreanLongDate(date: string): string {
  const day = dayAsUtc(date);
  return `${day.getUTCMonth() + 1}월 ${day.getUTCDate()}일 ${koreanWeekday(date)}요일`;
}

/** The instant (ms) of 00:00 Asia/Seoul of the day that contains `ms`. */
export function startOfSeoulDay(ms: number): number {
  return Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
}

/** Seoul's year, month and day of an instant (ISO text, ms or Date), or null when it is unreadable. */
function seoulParts(instant: string | number | Date): { y: number; m: string; d: string; month: number; day: number } | null {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return null;
  const clock = seoulClock(new Date(ms));
  const month = clock.getUTCMonth() + 1;
  const day = clock.getUTCDate();
  return { y: clock.getUTCFullYear(), m: pad(month), d: pad(day), month, day };
}

/** 'YYYY.MM.DD' in Seoul; '' for an unreadable instant. */
export function seoulDotDate(instant: string | number | Date): string {
  const parts = seoulParts(instant);
  return parts ? `${parts.y}.${parts.m}.${parts.d}` : '';
}

/** 'MM.DD' in Seoul (the date badges); '' for an unreadable instant. */
export function seoulMonthDay(instant: string | number | Date): string {
  const parts = seoulParts(instant);
  return parts ? `${parts.m}.${parts.d}` : '';
}

/** '3월 12일' in Seoul (a badge's spoken form); '' for an unreadable instant. */
export function seoulKoreanMonthDay(instant: string | number | Date): string {
  const parts = seoulParts(instant);
  return parts ? `${parts.month}월 ${parts.day}일` : '';
}
