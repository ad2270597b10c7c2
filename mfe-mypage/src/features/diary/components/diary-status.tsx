// What a diary screen shows before it has its month: offline with nothing kept, loading, or a failure.
import type { ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { OfflineUnloaded } from '@momentum/ui/offline-unloaded';
import styled from 'styled-components';

export function DiaryStatus({ query }: { query: UseQueryResult }): ReactElement | null {
  if (query.isPending && query.isPaused) return <OfflineUnloaded />;
  if (query.isPending) return <Loading role="status" aria-label="인증 기록을 불러오는 중" />;
  if (query.isError) {
    return (
      <div role="alert">
        <p>인증 기록을 불러오지 못했어요. {getApiError(query.error)}</p>
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} disabled={query.isFetching}>
          다시 시도
        </Button>
      </div>
    );
  }
  return null;
}

const Loading = styled.div`
  height: 32rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #1a1a1a;
`;
