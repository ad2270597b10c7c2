import { MAX_IMAGE_BYTES } from '../tokens';

export type ImageInvalidReason = 'type' | 'size' | 'decode';

/** The toast texts of docs/product-spec.md (section 5), keyed by reason. */
export const IMAGE_INVALID_MESSAGES: Readonly<Record<ImageInvalidReason, string>> = {
  type: '이미지 파일만 업로드할 수 있습니다.',
  size: '500MB 이하의 이미지만 업로드할 수 있습니다.',
  decode: '이미지를 불러오는 중 오류가 발생했습니다.',
};

/** Checks what can be checked before decoding. The server judges the bytes again (docs/decisions.md "Photos"). */
export function validateImageFile(file: File, maxBytes: number = MAX_IMAGE_BYTES): ImageInvalidReason | null {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
