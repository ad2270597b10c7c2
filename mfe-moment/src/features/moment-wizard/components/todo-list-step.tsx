import { useEffect, useId, useState, type ReactElement } from 'react';
import { useToast } from '@momentum/ui/toast-context';
import { Card, CardTitle } from '../../../components/card';
import { LoadingBar } from '../../../components/loading-bar';
import { useAiPlan } from '../hooks/use-ai-plan';
import { useAlertOnce } from '../hooks/use-alert-once';
import type { WizardMode } from '../lib/draft-storage';
import { validateTodoList } from '../lib/todo-list';
import { ManualModeHint } from './manual-mode-hint';
import { StepActions } from './step-actions';
import { TodoEditor } from './todo-editor';
import { StepHeading, TodoList } from './wizard.styles';

const AI_PLAN_ERROR = '투두 리스트 생성 중 오류가 발생했습니다. 다시 시도해주세요.';

interface Props {
  mode: WizardMode;
  goal: string;
  /** Steps to ask the AI for: the confirmed duration. */
  count: number;
  /** The confirmed list (from the draft); empty while the step is open. */
  confirmed: string[];
  onConfirm: (list: string[]) => void;
  onSwitchToManual: () => void;
}

export function TodoListStep({ mode, goal, count, confirmed, onConfirm, onSwitchToManual }: Props): ReactElement {
  const titleId = useId();
  const toast = useToast();
  const isConfirmed = confirmed.length > 0;
  const ai = useAiPlan(goal, count, mode === 'auto' && !isConfirmed);
  const aiFailed = mode === 'auto' && ai.isSuccess && ai.data.length === 0;
  useAlertOnce(aiFailed, AI_PLAN_ERROR);

  const [items, setItems] = useState<string[]>(isConfirmed ? confirmed : mode === 'manual' ? [''] : []);
  // Manual mode starts editing; auto mode shows the AI list until 수정하기.
  const [editing, setEditing] = useState(mode === 'manual');
  useEffect(() => {
    if (ai.data && ai.data.length > 0 && !isConfirmed) setItems(ai.data);
  }, [ai.data, isConfirmed]);

  const valid = (): boolean => {
    const problem = validateTodoList(items);
    if (problem) toast(problem);
    return !problem;
  };

  const loading = mode === 'auto' && !isConfirmed && ai.isFetching;
  const shown = isConfirmed ? confirmed : items;
  return (
    <Card aria-labelledby={titleId}>
      <StepHeading>
        <CardTitle id={titleId}>투두 리스트</CardTitle>
        <p>{mode === 'auto' ? 'AI가 만든 할 일 목록이에요. 자유롭게 고쳐 보세요.' : '매번 실천할 할 일을 적어 주세요. 순서대로 돌아가며 배정돼요.'}</p>
      </StepHeading>
      {loading ? (
        <LoadingBar label="투두 리스트를 만드는 중..." />
      ) : editing && !isConfirmed ? (
        <TodoEditor items={items} onChange={setItems} />
      ) : (
        <TodoList aria-label="투두 리스트">
          {shown.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </TodoList>
      )}
      {aiFailed && !isConfirmed && <ManualModeHint onSwitch={onSwitchToManual} />}
      {!isConfirmed && !loading && !aiFailed && (
        <StepActions
          mode={mode}
          editing={editing}
          onEditingChange={setEditing}
          validate={valid}
          onConfirm={() => onConfirm(items.map((item) => item.trim()))}
        />
      )}
    </Card>
  );
}
