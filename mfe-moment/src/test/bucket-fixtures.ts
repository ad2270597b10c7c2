// Buckets as the API answers them, for page tests: the contract's test defaults (aBucket), and the
// detail and list shapes made from them.
import type { BucketDetail, BucketListItem } from '@momentum/contracts';
import { aBucket } from '@momentum/contracts/test-support/buckets';

export { aBucket };

export const aBucketDetail = (fields: Partial<BucketDetail> = {}): BucketDetail => ({ ...aBucket(fields), photoUrl: null, ...fields });

export const aListItem = (fields: Partial<BucketListItem> = {}): BucketListItem => {
  const { type: _type, ...item } = aBucket(fields);
  return item;
};
