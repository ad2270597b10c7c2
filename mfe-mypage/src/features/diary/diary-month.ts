// The diary's calendar arithmetic on 'YYYY-MM' months and 'YYYY-MM-DD' Seoul days.
import { seoulDate } from '@momentum/contracts/seoul-calendar';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4}-(0[1-9]|1[0-2]))-(0[1-9]|[12]\d|3[01])$/;

export const currentMonth = (now: number = Date.now()): string => seoulDate(now).slice(0, 7);

export const isMonth = (text: string | null): text is string => text !== null && MONTH.test(text);

/** The month of a 'YYYY-MM-DD' day, or null when it is not one. */
export const monthOfDay = (day: string): string | null => DAY.exec(day)?.[1] ?? null;

export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2030년 1월'. */
export function koreanMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${year}년 ${m}월`;
}

/** The month's days as a Sunday-first grid: null for the blanks before the 1st. */
export function monthCells(month: string): (string | null)[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const days = Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return [...Array<null>(first.getUTCDay()).fill(null), ...days];
}
