// A moment's own fields, written once: every answer that shows a moment extends them. A file of their
// own so that bucket.ts (the dashboard's moments) and moment.ts need not import each other.
import { z } from 'zod';

/** A dated step of a challenge; the dates are the window `[startDate, endDate)` as ISO 8601 instants. */
export const MomentFields = z.object({
  momentID: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCompleted: z.boolean(),
});
