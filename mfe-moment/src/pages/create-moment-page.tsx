import { useEffect, type ReactElement } from 'react';
import { Link, useNavigate, useNavigationType } from '@momentum/app-kit/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { Page, PageTitle } from '@momentum/ui/page';
import { Spinner } from '@momentum/ui/spinner';
import { Muted } from '../components/card';
import { ScreenHeader } from '../components/screen-header';
import { showAlert } from '../lib/alert';
import { MomentWizard } from '../features/moment-wizard/components/moment-wizard';
import { useWizardTarget } from '../features/moment-wizard/hooks/use-wizard-target';

const INVALID_MODE = '올바른 모드를 선택해주세요.';
const BUCKET_LOAD_ERROR = '버킷 정보를 불러올 수 없습니다. 다시 시도해주세요.';
const REPEAT_ONLY = ' 반복형 버킷만 모멘트를 추가할 수 있습니다.';

export function CreateMomentPage(): ReactElement {
  const { bucketId, mode } = useWizardTarget();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const bucket = useQuery({ ...bucketQueries.detail(bucketId ?? ''), enabled: !!bucketId && !!mode, retry: false });

  const refusal = !bucketId || bucket.isError ? BUCKET_LOAD_ERROR : bucket.data && bucket.data.type !== 'REPEAT' ? REPEAT_ONLY : null;
  useEffect(() => {
    if (!mode || !refusal) return;
    showAlert(refusal);
    navigate('/moment/bucket', { replace: true });
  }, [mode, refusal, navigate]);

  // Arrived directly (a typed URL or a reload): back to the mode choice; else one page back.
  const back = () => (navigationType === 'POP' && bucketId ? navigate(`/moment/select-mode/${bucketId}`) : navigate(-1));

  if (!mode) {
    return (
      <Page>
        <PageTitle>모멘트 만들기</PageTitle>
        <Muted role="alert">{INVALID_MODE}</Muted>
        {bucketId && <BackLink to={`/moment/select-mode/${bucketId}`}>생성 방식 선택으로 돌아가기</BackLink>}
      </Page>
    );
  }
  const goal = bucket.data?.content;
  return (
    <Page>
      <ScreenHeader onBack={back}>{goal ?? '모멘트 만들기'}</ScreenHeader>
      {bucket.data && goal && bucketId && bucket.data.type === 'REPEAT' ? (
        <MomentWizard
          // A new mode is a new wizard (the AI steps must not linger in manual mode).
          key={mode}
          bucketId={bucketId}
          goal={goal}
          mode={mode}
          onSwitchToManual={() =>
            navigate(`/moment/create-moment/${bucketId}?mode=manual`, { replace: true, state: { id: bucketId, goal, mode: 'manual' } })
          }
        />
      ) : (
        <Spinner label="버킷 정보를 불러오는 중..." size="3.2rem" />
      )}
    </Page>
  );
}

/** A line of its own, as tall as a thumb's touch target. */
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
`;
