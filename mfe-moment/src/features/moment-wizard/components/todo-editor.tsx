import type { ReactElement } from 'react';
import { Button } from '@momentum/ui/button';
import { useToast } from '@momentum/ui/toast-context';
import { checkTitle } from '../../../lib/title-limit';
import { SmallInput, TodoList, TodoRow } from './wizard.styles';

interface Props {
  items: string[];
  onChange: (items: string[]) => void;
}

/** Editable rows (max 20 characters each), with add and remove. */
export function TodoEditor({ items, onChange }: Props): ReactElement {
  const toast = useToast();
  return (
    <>
      <TodoList>
        {items.map((item, index) => (
          // Rows have no identity but their position; inputs stay controlled, so index keys are safe.
          <TodoRow key={index}>
            <SmallInput
              aria-label={`${index + 1}번째 할 일`}
              value={item}
              onChange={(event) => {
                const check = checkTitle(event.target.value, 'generated');
                if (!check.ok) return toast(check.message);
                onChange(items.map((old, i) => (i === index ? event.target.value : old)));
              }}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${index + 1}번째 할 일 삭제`}
              disabled={items.length <= 1}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              삭제
            </Button>
          </TodoRow>
        ))}
      </TodoList>
      <Button size="sm" variant="ghost" onClick={() => onChange([...items, ''])}>
        + 할 일 추가
      </Button>
    </>
  );
}
