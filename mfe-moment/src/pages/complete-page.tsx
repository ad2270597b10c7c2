import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from '@momentum/app-kit/router';
import { getApiError, getApiStatus, isOfflineError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { Page, PageTitle } from '@momentum/ui/page';
import { showAlert } from '../lib/alert';
import { frequencyText } from '@momentum/contracts/enums';
import { CompleteSummary } from '../features/moment-wizard/components/complete-summary';
import { NoMomentsError, useSaveMoments } from '../features/moment-wizard/hooks/use-save-moments';
import { clearDraft, loadDraft, readRememberedBucketId, saveDraft } from '../features/moment-wizard/lib/draft-storage';
import { generateMoments } from '../features/moment-wizard/lib/schedule';

const SESSION_LOST = '세션 데이터가 유실되었습니다. 다시 생성해주세요.';
const NO_MOMENTS = '생성된 모멘트가 없습니다. 다시 시도해주세요.';
const SAVE_FAILED = '모멘트 생성에 실패했습니다. 다시 시도해주세요.';
const DRAFT_RESAVE_FAILED = '세션 데이터 저장에 실패했습니다. 다시 시도해주세요.';

export function CompletePage(): ReactElement {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as { bucketId?: string };
  const bucketId = state.bucketId ?? readRememberedBucketId();
  const [draft] = useState(() => (bucketId ? loadDraft(bucketId) : null));
  const [now] = useState(() => Date.now());
  const save = useSaveMoments();
  const complete = draft && draft.duration && draft.todoList.length > 0 && draft.frequency ? draft : null;
  const moments = useMemo(
    () => (complete?.frequency && complete.duration ? generateMoments({ count: complete.duration, todoList: complete.todoList, frequency: complete.frequency, now }) : []),
    [complete, now],
  );

  useEffect(() => {
    if (complete) return;
    showAlert(SESSION_LOST);
    navigate(bucketId ? `/moment/create-moment/${bucketId}?mode=${draft?.mode ?? 'manual'}` : '/moment/bucket', { replace: true });
  }, [complete, bucketId, draft, navigate]);

  const confirm = (): void => {
    if (!complete?.frequency || !complete.duration || !bucketId) return;
    if (moments.length === 0) return showAlert(NO_MOMENTS);
    save.mutate(
      { bucketId, count: complete.duration, todoList: complete.todoList, frequency: complete.frequency },
      {
        onSuccess: () => {
          clearDraft(bucketId);
          navigate('/moment/bucket', { replace: true });
        },
        onError: (error) => {
          if (error instanceof NoMomentsError) return showAlert(NO_MOMENTS);
          // Offline nothing was sent (docs/adr/0017-actions-taken-offline.md): that message alone says
          // what to do. A refusal the server explains (e.g. three challenges already) is worth telling.
          const status = getApiStatus(error);
          if (isOfflineError(error)) showAlert(getApiError(error));
          else showAlert(status && status < 500 ? `${SAVE_FAILED}\n${getApiError(error)}` : SAVE_FAILED);
          if (!saveDraft(complete)) showAlert(DRAFT_RESAVE_FAILED);
        },
      },
    );
  };

  return (
    <Page>
      <PageTitle>모멘트 설계 완료 !</PageTitle>
      {complete && (
        <>
          <CompleteSummary moments={moments} frequencyLabel={frequencyText(complete.frequency)} />
          <Button fullWidth loading={save.isPending} onClick={confirm}>
            확인
          </Button>
        </>
      )}
    </Page>
  );
}
