// Buckets as the API answers them, for checks of a whole answer: a test names the fields it is about
// and the rest are those of a new bucket (the contract's own test defaults).
import { expect } from 'vitest';
import type { Bucket, BucketListItem } from '@momentum/contracts';
import { aBucket } from '@momentum/contracts/test-support/buckets';

export const aNewBucket = (fields: Partial<Bucket> = {}) => ({
  ...aBucket(),
  bucketID: expect.any(String),
  content: expect.any(String),
  ...fields,
});

export const aNewListItem = (fields: Partial<BucketListItem> = {}) => {
  const { type: _oneTypePerList, ...item } = aNewBucket(fields);
  return item;
};
