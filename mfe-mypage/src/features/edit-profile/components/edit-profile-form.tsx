import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import type { Me } from '@momentum/api-client/users';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { ResultDialog } from '@momentum/ui/dialog';
import { ProgressBar } from '@momentum/ui/progress-bar';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { Field, Form, Input, Label, Note, ProgressSlot } from './edit-profile-form.styles';
import { ProfileImageButton } from './profile-image-button';

/** Edit form seeded from the current profile. The server rules the nickname (1–20 characters). */
export function EditProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const nicknameId = useId();
  const emailId = useId();
  const [nickname, setNickname] = useState(me.nickname);
  const [image, setImage] = useState<File | null>(null);
  const update = useUpdateProfile();
  const settled = update.isSuccess || update.isError;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!update.isPending) update.mutate({ nickname, image });
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
          id={nicknameId}
          name="nickname"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          autoComplete="nickname"
          disabled={update.isPending}
        />
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
