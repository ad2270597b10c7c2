// The product's one Seoul calendar (ADR 0005), for the API's time rules and the screens' dates. Korea
// keeps UTC+9 without daylight saving, so boundaries are plain arithmetic on the instant: no Intl, whose
// ICU data would load on a phone's main thread during Home's first render.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC fields of this Date are Seoul's wall clock at `now` (a Date or epoch ms). */
const seoulClock = (now: Date | number) => new Date((typeof now === 'number' ? now : now.getTime()) + SEOUL_OFFSET_MS);

/** A 'YYYY-MM-DD' day as the UTC midnight that carries its fields. */
const dayAsUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function seoulDate(now: Date | number = new Date()): string {
  const clock = seoulClock(now);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

export function seoulYear(now: Date = new Date()): number {
  return seoulClock(now).getUTCFullYear();
}

export function nextSeoulNewYear(now: Date = new Date()): Date {
  return new Date(Date.UTC(seoulYear(now) + 1, 0, 1) - SEOUL_OFFSET_MS);
}

export function startOfSeoulDay(ms: number): number {
  return Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
}

/** 00:00 KST of a 'YYYY-MM-DD' day: 15:00 UTC the day before. */
export function seoulDayStart(date: string): Date {
  return new Date(dayAsUtc(date).getTime() - SEOUL_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(dayAsUtc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function daysSinceMonday(date: string): number {
  return (dayAsUtc(date).getUTCDay() + 6) % 7;
}

export function seoulWeek(epochMs: number): string[] {
  const today = seoulDate(epochMs);
  const monday = addDays(today, -daysSinceMonday(today));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function seoulWeekStart(now: number): number {
  return startOfSeoulDay(now) - daysSinceMonday(seoulDate(now)) * DAY_MS;
}

export function koreanWeekday(date: string): string {
  return WEEKDAYS[dayAsUtc(date).getUTCDay()]!;
}

/** A 'YYYY-MM-DD' day in Korean: '6월 2일 월요일'. */
export function koreanLongDate(date: string): string {
  const day = dayAsUtc(date);
  return `${day.getUTCMonth() + 1}월 ${day.getUTCDate()}일 ${koreanWeekday(date)}요일`;
}

function seoulParts(instant: string | number | Date): { y: number; m: string; d: string; month: number; day: number } | null {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return null;
  const clock = seoulClock(ms);
  const month = clock.getUTCMonth() + 1;
  const day = clock.getUTCDate();
  return { y: clock.getUTCFullYear(), m: pad(month), d: pad(day), month, day };
}

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
