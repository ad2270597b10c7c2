import { useId, type FormEvent, type RefObject } from 'react';
import { IconButton } from '@momentum/ui/button';
import { SearchIcon } from '@momentum/ui/icons/search';
import { Spinner } from '@momentum/ui/spinner';
import { FRIEND_CODE_HINT, isFriendCodeTooLong } from '../friend-code-rules';
import { Field, Form, Hint, Input, Label } from './friend-code-search.styles';

export interface FriendCodeSearchProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (code: string) => void;
  /** While the code is being checked. */
  busy: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The code input with its search submit. No maxLength on purpose: the over-long hint must be reachable. */
export function FriendCodeSearch({ value, onChange, onSubmit, busy, inputRef }: FriendCodeSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const tooLong = isFriendCodeTooLong(value);
  const blank = value.trim().length === 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || blank || tooLong) return;
    onSubmit(value);
  };

  return (
    <Form role="search" aria-label="친구 코드로 찾기" onSubmit={handleSubmit}>
      <Label htmlFor={inputId}>친구 코드</Label>
      <Field>
        <Input
          ref={inputRef}
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="친구 코드 8자리를 입력해주세요"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={tooLong || undefined}
          aria-describedby={hintId}
        />
        <IconButton type="submit" aria-label="친구 코드 검색" disabled={busy || blank || tooLong} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : <SearchIcon size="2.4rem" />}
        </IconButton>
      </Field>
      <Hint id={hintId} role="status">
        {tooLong ? FRIEND_CODE_HINT : ''}
      </Hint>
    </Form>
  );
}
