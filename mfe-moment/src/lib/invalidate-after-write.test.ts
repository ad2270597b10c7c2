import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { invalidateAfterWrite } from './invalidate-after-write';

it("marks every bucket and moment query and Home's dashboard stale, and nothing else", async () => {
  const client = new QueryClient();
  for (const key of [['bucket', 'list', 'REPEAT'], ['bucket', 'moment', 'm1'], ['home', 'today'], ['home', 'notifications', 'unread-count'], ['friends']]) {
    client.setQueryData(key, 1);
  }
  await invalidateAfterWrite(client);
  const stale = client.getQueryCache().getAll().filter((query) => query.state.isInvalidated).map((query) => query.queryKey.join('/'));
  expect(stale.sort()).toEqual(['bucket/list/REPEAT', 'bucket/moment/m1', 'home/notifications/unread-count', 'home/today']);
});
