import { useId, useRef, useState, type FormEvent } from 'react';
import { NICKNAME_RULE, shortTextError } from '@momentum/contracts/text-rules';
import { useNavigate } from '@momentum/app-kit/router';
import type { Me } from '@momentum/api-client/users';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { ResultDialog } from '@momentum/ui/dialog';
import { ProgressBar } from '@momentum/ui/progress-bar';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { Field, FieldError, Form, Input, Label, Note, ProgressSlot } from './edit-profile-form.styles';
import { ProfileImageButton } from './profile-image-button';

/**
 * Edit form seeded from the current profile. The nickname is checked before sending with the server's own
 * rule (`@momentum/contracts/text-rules`: 1–20 characters, readable); a refusal shows under the field and
 * nothing is sent. The server checks again and its refusals appear in the result modal.
 */
export function EditProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const nicknameId = useId();
  const emailId = useId();
  const nicknameRef = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState(me.nickname);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const update = useUpdateProfile();
  const settled = update.isSuccess || update.isError;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const error = shortTextError(nickname, NICKNAME_RULE);
    setNicknameError(error);
    if (error) {
      nicknameRef.current?.focus();
      return;
    }
    update.mutate({ nickname, image });
  };

  const closeResult = () => {
    if (update.isSuccess) {
      navigate('/mypage');
      return;
    }
    // A refusal keeps the user here, with what they typed, to correct it.
    update.reset();
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="내 정보 수정">
      <ProfileImageButton currentUrl={me.profileImageUrl} onChange={setImage} disabled={update.isPending} />
      <Field>
        <Label htmlFor={nicknameId}>닉네임</Label>
        <Input
          ref={nicknameRef}
          id={nicknameId}
          name="nickname"
          value={nickname}
          onChange={(event) => {
            setNickname(event.target.value);
            setNicknameError(null);
          }}
          autoComplete="nickname"
          disabled={update.isPending}
          aria-invalid={nicknameError ? true : undefined}
          aria-describedby={nicknameError ? `${nicknameId}-error` : undefined}
        />
        {nicknameError && (
          <FieldError id={`${nicknameId}-error`} role="alert">
            {nicknameError}
          </FieldError>
        )}
      </Field>
      <Field>
        <Label htmlFor={emailId}>이메일</Label>
        <Input id={emailId} name="email" value={me.email ?? ''} readOnly aria-describedby={`${emailId}-note`} />
        <Note id={`${emailId}-note`}>이메일은 변경할 수 없어요.</Note>
      </Field>
      <ProgressSlot>
        {update.isPending && image && <ProgressBar value={Math.round(update.progress * 100)} label="사진 업로드 진행률" />}
      </ProgressSlot>
      <Button type="submit" fullWidth loading={update.isPending}>
        저장하기
      </Button>
      <ResultDialog
        open={settled}
        title={update.isSuccess ? '저장 완료' : '저장 실패'}
        description={update.isSuccess ? update.data.message : getApiError(update.error)}
        onClose={closeResult}
      />
    </Form>
  );
}
