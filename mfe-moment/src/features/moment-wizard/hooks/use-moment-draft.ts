import { useState } from 'react';
import { showAlert } from '../../../lib/alert';
import { loadDraft, newDraft, saveDraft, type MomentDraft, type WizardMode } from '../lib/draft-storage';

const DRAFT_SAVE_ERROR = '세션 데이터 저장 중 오류가 발생했습니다. 다시 시도해주세요.';

/** The wizard's draft: restored from storage after a reload, written to both storages at every step. */
export function useMomentDraft(bucketId: string, mode: WizardMode) {
  const [draft, setDraft] = useState<MomentDraft>(() => loadDraft(bucketId) ?? newDraft(bucketId, mode, Date.now()));
  const update = (patch: Partial<MomentDraft>): MomentDraft => {
    const next = { ...draft, ...patch, mode };
    setDraft(next);
    if (!saveDraft(next)) showAlert(DRAFT_SAVE_ERROR);
    return next;
  };
  return { draft, update };
}
