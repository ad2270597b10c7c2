import { useState, type ReactElement } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import { getApiError } from '@momentum/api-client/api-error';
import { Button } from '@momentum/ui/button';
import { ResultDialog } from '@momentum/ui/dialog';
import { ImagePicker } from '@momentum/ui/image-picker';
import { ProgressBar } from '@momentum/ui/progress-bar';
import { useToast } from '@momentum/ui/toast-context';
import { useProofUpload, type SendProof } from '../hooks/use-proof-upload';
import { Form, Progress } from './proof-form.styles';

interface Props {
  /** The item's content: the success modal's title. */
  content: string;
  send: SendProof;
  /** 'You verified a new moment' / 'You achieved a new bucket list', in Korean. */
  successText: string;
  /** Where '완료!' leads. */
  doneTo: string;
}

export function ProofForm({ content, send, successText, doneTo }: Props): ReactElement {
  const navigate = useNavigate();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const upload = useProofUpload(send);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || upload.isPending) return;
        upload.mutate(file, { onError: (error) => setErrorMessage(getApiError(error)) });
      }}
    >
      <ImagePicker
        label="인증 사진 선택"
        placeholder="인증할 사진을 첨부해주세요!"
        disabled={upload.isPending}
        onChange={setFile}
        onInvalid={(_reason, message) => {
          setFile(null);
          toast(message);
        }}
      />
      <Progress aria-live="polite">
        {upload.isPending && (
          <>
            <span>사진 올리는 중... {upload.progress}%</span>
            <ProgressBar value={upload.progress} label="사진 업로드 진행률" />
          </>
        )}
      </Progress>
      <Button type="submit" fullWidth disabled={!file} loading={upload.isPending}>
        인증하기
      </Button>
      <ResultDialog
        open={upload.isSuccess}
        title={content}
        description={successText}
        confirmLabel="완료!"
        onClose={() => navigate(doneTo, { replace: true })}
      />
      <ResultDialog
        open={errorMessage !== null}
        title="인증에 실패했습니다"
        description={errorMessage ?? undefined}
        onClose={() => setErrorMessage(null)}
      />
    </Form>
  );
}
