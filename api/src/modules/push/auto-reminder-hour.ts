// The automatic reminder hour (docs/decisions.md "Push"): the hour after the median Seoul hour of the
// person's last 14 proofs, kept within 07–22; 21 while fewer than 3 proofs say when they usually prove.
import { sql, type SQL } from 'drizzle-orm';
import { moments } from '../../db/schema/index.js';

const LAST_PROOFS = 14;
const FEWEST_PROOFS = 3;
const HOUR_WHEN_FEW = 21;
const EARLIEST = 7;
const LATEST = 22;

const int = (n: number) => sql.raw(String(n));

/** The hour as SQL, for the user id `userId` names in the enclosing query (one pass over their latest proofs). */
export const autoReminderHourOf = (userId: SQL): SQL => sql`(
  select case when count(*) < ${int(FEWEST_PROOFS)} then ${int(HOUR_WHEN_FEW)}
    else greatest(${int(EARLIEST)}, least(${int(LATEST)}, floor(percentile_cont(0.5) within group (order by latest.hour))::int + 1)) end
  from (
    select extract(hour from ${moments.completedAt} at time zone 'Asia/Seoul') as hour
    from ${moments}
    where ${moments.userId} = ${userId} and ${moments.isCompleted} and ${moments.completedAt} is not null
    order by ${moments.completedAt} desc
    limit ${int(LAST_PROOFS)}
  ) latest
)`;
