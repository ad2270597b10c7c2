import { useId, type ReactElement } from 'react';
import { Button } from '@momentum/ui/button';
import { useToast } from '@momentum/ui/toast-context';
import { checkTitle } from '../../../lib/title-limit';
import { TodoInput, TodoList, TodoRow, TodoRowHead } from './wizard.styles';

interface Props {
  items: string[];
  onChange: (items: string[]) => void;
}

/**
 * Editable rows (max 20 characters each), with add and remove. Each row is its label and '삭제' on one
 * line and the input below at full width: at 375 px a 20-character to-do fits only there.
 */
export function TodoEditor({ items, onChange }: Props): ReactElement {
  const toast = useToast();
  const idPrefix = useId();
  return (
    <>
      <TodoList>
        {items.map((item, index) => (
          // Rows have no identity but their position; inputs stay controlled, so index keys are safe.
          <TodoRow key={index}>
            <TodoRowHead>
              <label htmlFor={`${idPrefix}-${index}`}>{`${index + 1}번째 할 일`}</label>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${index + 1}번째 할 일 삭제`}
                disabled={items.length <= 1}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                삭제
              </Button>
            </TodoRowHead>
            <TodoInput
              id={`${idPrefix}-${index}`}
              value={item}
              onChange={(event) => {
                const check = checkTitle(event.target.value, 'generated');
                if (!check.ok) return toast(check.message);
                onChange(items.map((old, i) => (i === index ? event.target.value : old)));
              }}
            />
          </TodoRow>
        ))}
      </TodoList>
      <Button size="sm" variant="ghost" onClick={() => onChange([...items, ''])}>
        + 할 일 추가
      </Button>
    </>
  );
}
