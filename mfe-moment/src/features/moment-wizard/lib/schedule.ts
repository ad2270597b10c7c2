import type { CreateMomentsRequest } from '@momentum/contracts';
import { FREQUENCY_SPACING_DAYS, type Frequency } from '@momentum/contracts/enums';
import { DAY_MS, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';

export interface GeneratedMoment {
  id: string;
  startDate: string;
  endDate: string;
  content: string;
}

export interface ScheduleInput {
  /** Number of moments (the confirmed duration). */
  count: number;
  todoList: readonly string[];
  frequency: Frequency;
  /** Now, in ms; "today" is its Asia/Seoul day. */
  now: number;
}

/**
 * The rule of docs/product-spec.md section 9: moment k starts today + k × spacing (1, 2, 7 or 30 days), lasts one spacing, and the
 * contents cycle through the to-do list. Days start at 00:00 Asia/Seoul, so today's moment is open now.
 */
export function generateMoments({ count, todoList, frequency, now }: ScheduleInput): GeneratedMoment[] {
  const items = todoList.map((item) => item.trim()).filter(Boolean);
  if (items.length === 0 || count < 1) return [];
  const spacing = FREQUENCY_SPACING_DAYS[frequency] * DAY_MS;
  const today = startOfSeoulDay(now);
  return Array.from({ length: count }, (_, k) => ({
    id: `moment-${k}`,
    startDate: new Date(today + k * spacing).toISOString(),
    endDate: new Date(today + (k + 1) * spacing).toISOString(),
    content: items[k % items.length] as string,
  }));
}

/** The create call's body: the first start, the last end, the moments and the frequency. */
export function buildCreatePayload(moments: GeneratedMoment[], frequency: Frequency): CreateMomentsRequest | null {
  const first = moments[0];
  const last = moments[moments.length - 1];
  if (!first || !last) return null;
  return {
    startDate: first.startDate,
    endDate: last.endDate,
    // The local `id` (moment-{index}) only keys the preview list; the server makes its own.
    moments: moments.map(({ content, startDate, endDate }) => ({ content, startDate, endDate })),
    frequency,
  };
}
