import type { ReactElement } from 'react';
import { Button } from '@momentum/ui/button';
import { ManualHint } from './wizard.styles';

/** Shown when the AI could not help: the way forward is to write the plan by hand. */
export function ManualModeHint({ onSwitch }: { onSwitch: () => void }): ReactElement {
  return (
    <ManualHint role="note">
      <p>AI 자동 생성을 지금 사용할 수 없어요. 직접 작성 모드로 계속해 주세요.</p>
      <Button size="sm" variant="secondary" onClick={onSwitch}>
        직접 작성으로 전환
      </Button>
    </ManualHint>
  );
}
