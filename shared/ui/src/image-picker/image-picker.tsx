import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { PlusIcon } from '../icons/plus';
import { MAX_IMAGE_BYTES } from '../tokens';
import { Frame, HiddenInput, Preview } from './image-picker.styles';
import { IMAGE_INVALID_MESSAGES, validateImageFile, type ImageInvalidReason } from './image-validation';

export { IMAGE_INVALID_MESSAGES, validateImageFile, type ImageInvalidReason };

export interface ImagePickerProps {
  /** Accessible name of the file input, e.g. '인증 사진 선택'. */
  label: string;
  /** Called with the accepted file, or null when a chosen image turns out not to decode. */
  onChange: (file: File | null) => void;
  /** Called instead of onChange when a file is refused; `message` is the Korean text of docs/product-spec.md to toast. */
  onInvalid: (reason: ImageInvalidReason, message: string) => void;
  /** Shown in the empty frame; defaults to the label. */
  placeholder?: ReactNode;
  /** An existing image to show before anything is picked. */
  initialPreviewUrl?: string;
  maxBytes?: number;
  /** CSS aspect-ratio of the frame; '1 / 1' by default. */
  aspectRatio?: string;
  disabled?: boolean;
  name?: string;
}

export function ImagePicker({
  label,
  onChange,
  onInvalid,
  placeholder,
  initialPreviewUrl,
  maxBytes = MAX_IMAGE_BYTES,
  aspectRatio = '1 / 1',
  disabled = false,
  name,
}: ImagePickerProps): ReactElement {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  // Each object URL pins its file in memory until revoked: free the old one whenever it changes.
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  const refuse = (reason: ImageInvalidReason): void => {
    // Clearing the input lets the user pick the same file again after fixing it.
    if (inputRef.current) inputRef.current.value = '';
    onInvalid(reason, IMAGE_INVALID_MESSAGES[reason]);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = validateImageFile(file, maxBytes);
    if (reason) {
      refuse(reason);
      return;
    }
    setObjectUrl(URL.createObjectURL(file));
    onChange(file);
  };

  const handleDecodeError = (): void => {
    setObjectUrl(null);
    onChange(null);
    refuse('decode');
  };

  const previewUrl = objectUrl ?? initialPreviewUrl;
  return (
    <>
      <HiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        name={name}
        aria-label={label}
        disabled={disabled}
        onChange={handleChange}
      />
      <Frame htmlFor={inputId} $aspectRatio={aspectRatio} $disabled={disabled}>
        {previewUrl ? (
          <Preview src={previewUrl} alt={`${label} 미리보기`} onError={objectUrl ? handleDecodeError : undefined} />
        ) : (
          <>
            <PlusIcon size="3.2rem" />
            <span>{placeholder ?? label}</span>
          </>
        )}
      </Frame>
    </>
  );
}
