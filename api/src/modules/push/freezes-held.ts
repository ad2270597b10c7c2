// How many 작심 보호권 a person holds, for the reminder's stake (reminder-stake.ts). The one place the
// streak protection's count is read from: until that feature is wired in here, nobody holds one.
import type { Db } from '../../db/database.js';

export async function freezesHeldFor(_db: Db, _userId: string): Promise<number> {
  return 0;
}
