// Day boundaries are Asia/Seoul whatever the phone's time zone (decisions.md "Time"). Korea has had no
// daylight saving time since 1988, so a fixed +9 h offset is exact and needs no time-zone database.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (ms) of 00:00 Asia/Seoul of the day that contains `ms`. */
export function startOfSeoulDay(ms: number): number {
  return Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
}

function seoulParts(value: string | number): { y: number; m: string; d: string } {
  const shifted = new Date(new Date(value).getTime() + SEOUL_OFFSET_MS);
  return {
    y: shifted.getUTCFullYear(),
    m: String(shifted.getUTCMonth() + 1).padStart(2, '0'),
    d: String(shifted.getUTCDate()).padStart(2, '0'),
  };
}

/** 'YYYY.MM.DD' in Asia/Seoul. */
export function formatSeoulDate(value: string | number): string {
  const { y, m, d } = seoulParts(value);
  return `${y}.${m}.${d}`;
}

/** 'MM.DD' in Asia/Seoul (the date badge format). */
export function formatMonthDay(value: string | number): string {
  const { m, d } = seoulParts(value);
  return `${m}.${d}`;
}
