import { useState, type ReactElement } from 'react';
import { useNavigate } from '@momentum/app-kit/router';
import { getApiError } from '@momentum/api-client/api-error';
import { ProofDroppedError } from '@momentum/api-client/proof-queue';
import { Button } from '@momentum/ui/button';
import { ResultDialog } from '@momentum/ui/dialog';
import { ImagePicker } from '@momentum/ui/image-picker';
import { ProgressBar } from '@momentum/ui/progress-bar';
import { useToast } from '@momentum/ui/toast-context';
import { useProofUpload, type SendProof } from '../hooks/use-proof-upload';
import { Form, Progress } from './proof-form.styles';

/** Saved on the device, sent when the connection returns (docs/product-spec.md section 4). */
const QUEUED_TEXT = '업로드 대기 중이에요. 연결되면 사진을 자동으로 올릴게요.';

interface Props {
  /** The item's content: the success modal's title. */
  content: string;
  send: SendProof;
  /** 'You verified a new moment' / 'You achieved a new bucket list', in Korean. */
  successText: string;
  /** Where '완료!' leads. */
  doneTo: string;
  /** The moment's or bucket's id: marked '업로드 대기 중' when its proof is kept for later. */
  targetId: string;
}

export function ProofForm({ content, send, successText, doneTo, targetId }: Props): ReactElement {
  const navigate = useNavigate();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  // When the photo was chosen: the proof's time, even if the upload lands later (Proof-Taken-At).
  const [chosenAt, setChosenAt] = useState('');
  const upload = useProofUpload(send, targetId);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || upload.isPending) return;
        upload.mutate(
          { file, takenAt: chosenAt || new Date().toISOString() },
          { onError: (error) => setErrorMessage(getApiError(error instanceof ProofDroppedError ? error.cause : error)) },
        );
      }}
    >
      <ImagePicker
        label="인증 사진 선택"
        placeholder="인증할 사진을 첨부해주세요!"
        disabled={upload.isPending}
        onChange={(chosen) => {
          setFile(chosen);
          setChosenAt(new Date().toISOString());
        }}
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
        description={upload.data === 'queued' ? QUEUED_TEXT : successText}
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
