// What a proofs screen (the diary, a bucket's proofs) shows before it has its answer: offline with nothing
// kept, loading, or a failure with a retry. Null once the answer is there.
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { OfflineUnloaded } from '../offline-unloaded/offline-unloaded';

/** The part of a query's state this reads: the ui package takes no query library. */
export interface ProofsQuery {
  isPending: boolean;
  isPaused: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function ProofsStatus({ query, describeError }: { query: ProofsQuery; describeError: (error: unknown) => string }): ReactElement | null {
  if (query.isPending && query.isPaused) return <OfflineUnloaded />;
  if (query.isPending) return <Loading role="status" aria-label="인증 기록을 불러오는 중" />;
  if (query.isError) {
    return (
      <div role="alert">
        <p>인증 기록을 불러오지 못했어요. {describeError(query.error)}</p>
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
