import { useRef, useState, type ReactElement } from 'react';
import { getApiError, isOfflineError } from '@momentum/api-client/api-error';
import type { BucketType } from '@momentum/contracts/enums';
import { useToast } from '@momentum/ui/toast-context';
import { isSubmitEnter } from '../../../lib/keyboard';
import { checkTitle } from '../../../lib/title-limit';
import { useCreateBucket } from '../hooks/use-create-bucket';
import { useOfflineRefusalMemory } from '../hooks/use-offline-refusal-memory';
import { TextInput } from './bucket-list.styles';

interface Props {
  type: BucketType;
  label: string;
  /** The outcome text (server message or error) for the result modal. */
  onOutcome: (message: string) => void;
}

/** The always-present empty line on top of a section: Enter (outside IME composition) or blur adds. */
export function BucketInputLine({ type, label, onOutcome }: Props): ReactElement {
  const [value, setValue] = useState('');
  const toast = useToast();
  const create = useCreateBucket();
  // A ref, not state: Enter and the blur caused by the result modal must not both send.
  const sending = useRef(false);
  const refusal = useOfflineRefusalMemory();

  const submit = (text: string, by: 'enter' | 'blur'): void => {
    const content = text.trim();
    if (!content || sending.current || (by === 'blur' && refusal.isRepeat(content))) return;
    sending.current = true;
    create.mutate(
      { type, content },
      {
        onSuccess: (result) => {
          setValue('');
          onOutcome(result.message);
        },
        onError: (error) => {
          // Offline nothing was sent: the text stays, to send once connected.
          if (isOfflineError(error)) refusal.remember(content);
          else setValue('');
          onOutcome(getApiError(error));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <TextInput
      aria-label={label}
      placeholder="+ 새로운 버킷리스트를 입력하세요"
      value={value}
      readOnly={create.isPending}
      aria-busy={create.isPending || undefined}
      enterKeyHint="done"
      onChange={(event) => {
        const check = checkTitle(event.target.value, 'bucket');
        if (check.ok) setValue(event.target.value);
        else toast(check.message);
      }}
      onKeyDown={(event) => {
        if (!isSubmitEnter(event)) return;
        event.preventDefault();
        submit(event.currentTarget.value, 'enter');
      }}
      onBlur={(event) => submit(event.currentTarget.value, 'blur')}
    />
  );
}
