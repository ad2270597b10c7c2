// A bucket as the API answers it, for tests on both sides of the wire: a test names the fields it is
// about, and a field the contract adds gets its default here, once.
import type { Bucket } from '../bucket';

export const aBucket = (fields: Partial<Bucket> = {}): Bucket => ({
  bucketID: 'b1',
  content: '기타 배우기',
  type: 'REPEAT',
  isCompleted: false,
  isChallenging: false,
  ...fields,
});
