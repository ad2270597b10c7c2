import { describe, expect, it } from 'vitest';
import { Bucket } from '@momentum/contracts';
import { contractColumns } from './contract-columns.js';
import { buckets } from './schema/index.js';

describe('contractColumns', () => {
  it('takes each contract field from its like-named column, the renamed ones from the map', () => {
    const columns = contractColumns(buckets, Bucket.keyof().options, { bucketID: buckets.id });
    expect(columns).toEqual({
      bucketID: buckets.id,
      content: buckets.content,
      type: buckets.type,
      isCompleted: buckets.isCompleted,
      isChallenging: buckets.isChallenging,
    });
  });

  it('refuses a field that is neither a column nor renamed', () => {
    // The types refuse it too; this is the guard for a caller that bypassed them.
    const fields = ['content', 'dueDate'] as unknown as readonly 'content'[];
    expect(() => contractColumns(buckets, fields, {})).toThrow('contract field dueDate has no column');
  });
});
