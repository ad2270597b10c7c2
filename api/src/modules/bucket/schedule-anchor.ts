// Where a new schedule starts (docs/decisions.md "Moments"): not before today in Seoul, except that a
// schedule starting exactly one Seoul day early is a phone whose calendar is behind Seoul's (on UTC, or
// abroad before 09:00 Seoul) planning from its own today; it moves, whole, onto Seoul's today.
import type { CreateMomentsRequest } from '@momentum/contracts';
import { DAY_MS, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { REFUSALS } from './bucket-messages.js';

type Moments = CreateMomentsRequest['moments'];

const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export function anchorSchedule(moments: Moments, nowMs: number): Moments {
  const first = moments[0];
  if (!first) return moments;
  const today = startOfSeoulDay(nowMs);
  const firstDay = startOfSeoulDay(Date.parse(first.startDate));
  if (firstDay >= today) return moments;
  if (firstDay !== today - DAY_MS) throw REFUSALS.momentsInPast();
  return moments.map((m) => ({ ...m, startDate: shifted(m.startDate, DAY_MS), endDate: shifted(m.endDate, DAY_MS) }));
}
