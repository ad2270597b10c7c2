import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate, useNavigationType, useParams } from '@momentum/app-kit/router';
import { useQuery } from '@tanstack/react-query';
import { bucketQueries } from '@momentum/api-client/bucket/queries';
import { useDecisiveAnswer } from '@momentum/app-kit/decisive-answer';
import { Page } from '@momentum/ui/page';
import { Spinner } from '@momentum/ui/spinner';
import { Muted } from '../components/card';
import { ScreenHeader } from '../components/screen-header';
import { showAlert } from '../lib/alert';
import { clearDraft, rememberBucketId, type WizardMode } from '../features/moment-wizard/lib/draft-storage';
import { ModeChoices } from '../features/moment-wizard/components/mode-choices';

const NO_GOAL = '유효한 버킷리스트 목표가 없습니다.';
const REPEAT_ONLY = ' 반복형 버킷만 모멘트를 추가할 수 있습니다.';
const ALREADY_DONE = '이미 달성한 버킷리스트입니다.';

export function SelectModePage(): ReactElement {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const bucket = useQuery({ ...bucketQueries.detail(id), enabled: !!id, retry: false });
  // The redirects judge an answer fetched since the screen opened (online): a kept or earlier copy may
  // not know the bucket was completed since.
  const [openedAt] = useState(() => Date.now());
  const judged = useDecisiveAnswer(bucket, openedAt);

  useEffect(() => {
    if (!id || judged.status === 'error') {
      console.error('모멘트 생성: 올바르지 않은 버킷 ID', id, bucket.error);
      navigate('/moment/bucket', { replace: true });
      return;
    }
    const refusal = !judged.data ? null : judged.data.type !== 'REPEAT' ? REPEAT_ONLY : judged.data.isCompleted ? ALREADY_DONE : null;
    if (refusal) {
      showAlert(refusal);
      navigate('/moment/bucket', { replace: true });
    }
  }, [id, judged.status, bucket.error, judged.data, navigate]);

  const goal = bucket.data?.content;
  const choose = (mode: WizardMode): void => {
    if (!goal) return showAlert(NO_GOAL);
    rememberBucketId(id);
    // Choosing a mode starts a new design: an abandoned earlier draft must not leak into it.
    clearDraft(id);
    navigate(`/moment/create-moment/${id}?mode=${mode}`, { state: { id, goal, mode } });
  };
  // Arrived by a pop (a reload, a typed URL, the browser's back): the bucket screen; else one step back.
  const back = () => (navigationType === 'POP' ? navigate('/moment/bucket') : navigate(-1));

  return (
    <Page>
      <ScreenHeader onBack={back}>{bucket.isPending ? '불러오는 중...' : goal || '버킷리스트 없음'}</ScreenHeader>
      <Muted>어떤 방식으로 모멘트를 만들까요?</Muted>
      {bucket.isPending ? <Spinner label="불러오는 중..." size="3.2rem" /> : <ModeChoices onChoose={choose} />}
    </Page>
  );
}
