import type { ReactElement } from 'react';
import { Button } from '@momentum/ui/button';
import type { WizardMode } from '../lib/draft-storage';
import { ButtonRow } from './wizard.styles';

interface StepActionsProps {
  mode: WizardMode;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Checks the step's input and tells the user what is wrong; false keeps the step open. */
  validate: () => boolean;
  onConfirm: () => void;
}

/**
 * The step buttons of docs/product-spec.md: in auto mode 수정하기 toggles to 수정완료 (which only closes a valid
 * edit); 확정하기 confirms a valid value in either mode.
 */
export function StepActions({ mode, editing, onEditingChange, validate, onConfirm }: StepActionsProps): ReactElement {
  return (
    <ButtonRow>
      {mode === 'auto' &&
        (editing ? (
          <Button variant="ghost" onClick={() => validate() && onEditingChange(false)}>
            수정완료
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => onEditingChange(true)}>
            수정하기
          </Button>
        ))}
      <Button onClick={() => validate() && onConfirm()}>확정하기</Button>
    </ButtonRow>
  );
}
