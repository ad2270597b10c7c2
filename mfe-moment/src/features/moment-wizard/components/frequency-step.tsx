import { useId, useState, type ReactElement } from 'react';
import { FREQUENCIES, type Frequency } from '@momentum/contracts/enums';
import { Button } from '@momentum/ui/button';
import { Card, CardTitle } from '../../../components/card';
import { showAlert } from '../../../lib/alert';
import { frequencyText } from '@momentum/contracts/enums';
import { Choices, StepHeading } from './wizard.styles';

const FREQUENCY_MISSING = '실행 빈도를 선택해주세요!';

export function FrequencyStep({ initial, onConfirm }: { initial: Frequency | null; onConfirm: (f: Frequency) => void }): ReactElement {
  const titleId = useId();
  const [frequency, setFrequency] = useState<Frequency | null>(initial);
  return (
    <Card aria-labelledby={titleId}>
      <StepHeading>
        <CardTitle id={titleId}>실행 빈도</CardTitle>
        <p>얼마나 자주 모멘트를 실천할까요?</p>
      </StepHeading>
      <Choices role="radiogroup" aria-labelledby={titleId}>
        {FREQUENCIES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="frequency"
              value={option}
              checked={frequency === option}
              onChange={() => setFrequency(option)}
            />
            {frequencyText(option)}
          </label>
        ))}
      </Choices>
      <Button
        fullWidth
        disabled={!frequency}
        onClick={() => (frequency ? onConfirm(frequency) : showAlert(FREQUENCY_MISSING))}
      >
        확정하기
      </Button>
    </Card>
  );
}
