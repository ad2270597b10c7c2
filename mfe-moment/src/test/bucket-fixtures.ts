// Buckets as the API answers them, for page tests: each test names only the fields it is about, so a
// new field of the contract is added here once, not in every test.
import type { Bucket, BucketDetail, BucketListItem } from '@momentum/contracts';

export const aBucket = (fields: Partial<Bucket> = {}): Bucket => ({
  bucketID: 'b1',
  content: '기타 배우기',
  type: 'REPEAT',
  isCompleted: false,
  isChallenging: false,
  ...fields,
});

export const aBucketDetail = (fields: Partial<BucketDetail> = {}): BucketDetail => ({ ...aBucket(fields), photoUrl: null, ...fields });

export const aListItem = (fields: Partial<BucketListItem> = {}): BucketListItem => {
  const { type: _type, ...item } = aBucket(fields);
  return item;
};
