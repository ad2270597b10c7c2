import type { ReactElement } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import { showAlert } from '../../../lib/alert';
import { useMomentDraft } from '../hooks/use-moment-draft';
import type { WizardMode } from '../lib/draft-storage';
import { DurationStep } from './duration-step';
import { FrequencyStep } from './frequency-step';
import { TodoListStep } from './todo-list-step';

const DRAFT_INCOMPLETE = '빈도, 기간, 투두리스트를 입력해주세요.';

interface Props {
  bucketId: string;
  goal: string;
  mode: WizardMode;
  onSwitchToManual: () => void;
}

/** Duration → to-do list → frequency; each step appears once the previous one is confirmed. */
export function MomentWizard({ bucketId, goal, mode, onSwitchToManual }: Props): ReactElement {
  const navigate = useNavigate();
  const { draft, update } = useMomentDraft(bucketId, mode);

  return (
    <>
      <DurationStep
        mode={mode}
        goal={goal}
        confirmed={draft.duration}
        onConfirm={(duration) => update({ duration })}
        onSwitchToManual={onSwitchToManual}
      />
      {draft.duration !== null && (
        <TodoListStep
          mode={mode}
          goal={goal}
          count={draft.duration}
          confirmed={draft.todoList}
          onConfirm={(todoList) => update({ todoList })}
          onSwitchToManual={onSwitchToManual}
        />
      )}
      {draft.duration !== null && draft.todoList.length > 0 && (
        <FrequencyStep
          initial={draft.frequency}
          onConfirm={(frequency) => {
            const next = update({ frequency });
            if (!next.duration || next.todoList.length === 0) return showAlert(DRAFT_INCOMPLETE);
            navigate('/moment/complete', { state: { bucketId } });
          }}
        />
      )}
    </>
  );
}
