// The clickable profile image: opens the file picker (images only), previews the choice and refuses
// what the ImagePicker refuses, with the same toasts (docs/product-spec.md section 5).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_INVALID_MESSAGES, validateImageFile } from '@momentum/ui/image-picker';
import { PlusIcon } from '@momentum/ui/icons/plus';
import { useToast } from '@momentum/ui/toast-context';
import { Badge, Caption, Image, ImageButton, Wrapper } from './profile-image-button.styles';

export interface ProfileImageButtonProps {
  currentUrl: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

export function ProfileImageButton({ currentUrl, onChange, disabled = false }: ProfileImageButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // An object URL pins its file in memory until revoked: free the old one whenever it changes.
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const reset = (message: string) => {
    // Clearing the input lets the user pick the same file again.
    if (inputRef.current) inputRef.current.value = '';
    toast(message);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = validateImageFile(file);
    if (reason) {
      reset(IMAGE_INVALID_MESSAGES[reason]);
      return;
    }
    setPreviewUrl(URL.createObjectURL(file));
    onChange(file);
  };

  const handlePreviewError = () => {
    setPreviewUrl(null);
    onChange(null);
    reset(IMAGE_INVALID_MESSAGES.decode);
  };

  return (
    <Wrapper>
      <ImageButton type="button" aria-label="프로필 이미지 변경" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <Image
          src={previewUrl ?? currentUrl}
          alt={previewUrl ? '새 프로필 이미지 미리보기' : '현재 프로필 이미지'}
          width={120}
          height={120}
          onError={previewUrl ? handlePreviewError : undefined}
        />
        <Badge aria-hidden="true">
          <PlusIcon size="1.6rem" />
        </Badge>
      </ImageButton>
      <Caption>사진을 눌러 프로필 이미지를 바꿀 수 있어요.</Caption>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label="프로필 이미지 파일"
        data-testid="profile-image-input"
        onChange={handleChange}
      />
    </Wrapper>
  );
}
