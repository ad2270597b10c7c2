// Buckets as the API answers them, for checks of a whole answer: a test names the fields it is about
// and the rest are those of a new bucket, so a new field of the contract is written here once.
import { expect } from 'vitest';
import type { Bucket, BucketListItem } from '@momentum/contracts';

export const aNewBucket = (fields: Partial<Bucket> = {}) => ({
  bucketID: expect.any(String),
  content: expect.any(String),
  type: 'REPEAT',
  isCompleted: false,
  isChallenging: false,
  ...fields,
});

export const aNewListItem = (fields: Partial<BucketListItem> = {}) => {
  const { type: _oneTypePerList, ...item } = aNewBucket(fields);
  return item;
};
