import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@momentum/app-kit/router';
import { diaryQueries } from '@momentum/api-client/diary/queries';
import { getApiError } from '@momentum/api-client/api-error';
import { Page } from '@momentum/ui/page';
import { ProofItem } from '@momentum/ui/proof-item';
import { ProofsStatus } from '@momentum/ui/proofs-status';
import { ScreenHeader } from '../components/screen-header';

/** A completed bucket's proofs, oldest first (the bucket screen's completed items open it). */
export function BucketProofsPage(): ReactElement {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const query = useQuery(diaryQueries.bucket(id));
  return (
    <Page>
      <ScreenHeader onBack={() => void navigate('/moment/bucket')}>인증 기록</ScreenHeader>
      <ProofsStatus query={query} describeError={getApiError} />
      {query.data === undefined ? null : query.data.length === 0 ? (
        <p>이 버킷에는 인증 사진이 없어요.</p>
      ) : (
        <List aria-label="버킷의 인증">
          {query.data.map((proof) => (
            <ProofItem key={proof.proofId} {...proof} />
          ))}
        </List>
      )}
    </Page>
  );
}

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
