import { useEffect, useId, useState, type ReactElement } from 'react';
import { Card, CardTitle } from '../../../components/card';
import { LoadingBar } from '../../../components/loading-bar';
import { showAlert } from '../../../lib/alert';
import { useAiDuration } from '../hooks/use-ai-duration';
import { useAlertOnce } from '../hooks/use-alert-once';
import { acceptDurationInput, clampAiDuration, validateDuration } from '../lib/duration';
import type { WizardMode } from '../lib/draft-storage';
import { ManualModeHint } from './manual-mode-hint';
import { StepActions } from './step-actions';
import { DurationLine, NumberInput, StepHeading } from './wizard.styles';

const AI_DURATION_ERROR = 'AI 예상 소요 기간 생성 중 오류가 발생했습니다. 다시 시도해주세요.';

interface Props {
  mode: WizardMode;
  goal: string;
  /** The confirmed value (from the draft), or null while the step is open. */
  confirmed: number | null;
  onConfirm: (days: number) => void;
  onSwitchToManual: () => void;
}

export function DurationStep({ mode, goal, confirmed, onConfirm, onSwitchToManual }: Props): ReactElement {
  const titleId = useId();
  const inputId = useId();
  const ai = useAiDuration(goal, mode === 'auto' && confirmed === null);
  const aiFailed = mode === 'auto' && ai.isSuccess && ai.data === null;
  useAlertOnce(aiFailed, AI_DURATION_ERROR);

  const [value, setValue] = useState(confirmed === null ? '' : String(confirmed));
  // Manual mode types from the start; auto mode shows the AI value until 수정하기.
  const [editing, setEditing] = useState(mode === 'manual');
  useEffect(() => {
    if (typeof ai.data === 'number' && confirmed === null) setValue(String(clampAiDuration(ai.data)));
  }, [ai.data, confirmed]);

  const valid = (): boolean => {
    const problem = validateDuration(value);
    if (problem) showAlert(problem);
    return !problem;
  };

  const isConfirmed = confirmed !== null;
  const loading = mode === 'auto' && !isConfirmed && ai.isFetching;
  return (
    <Card aria-labelledby={titleId}>
      <StepHeading>
        <CardTitle id={titleId}>예상 소요 기간</CardTitle>
        <p>{mode === 'auto' ? 'AI가 목표 달성에 걸릴 기간을 예상했어요.' : '목표를 이루는 데 며칠이 걸릴까요?'}</p>
      </StepHeading>
      {loading ? (
        <LoadingBar label="예상 소요 기간을 계산하는 중..." />
      ) : (
        <DurationLine>
          <label htmlFor={inputId}>예상 소요 기간은</label>
          {editing && !isConfirmed ? (
            <NumberInput
              id={inputId}
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(event) => {
                const accepted = acceptDurationInput(event.target.value);
                if (accepted !== null) setValue(accepted);
              }}
            />
          ) : (
            <strong id={inputId}>{value || '-'}</strong>
          )}
          <span>일</span>
        </DurationLine>
      )}
      {aiFailed && !isConfirmed && <ManualModeHint onSwitch={onSwitchToManual} />}
      {!isConfirmed && !loading && !aiFailed && (
        <StepActions
          mode={mode}
          editing={editing}
          onEditingChange={setEditing}
          validate={valid}
          onConfirm={() => onConfirm(Number.parseInt(value, 10))}
        />
      )}
    </Card>
  );
}
