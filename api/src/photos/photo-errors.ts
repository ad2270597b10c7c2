import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../errors/app-error';

// The first two texts are the toasts of docs/product-spec.md, so the client can show the server's message as-is.
export const PHOTO_MESSAGES = {
  tooLarge: '500MB 이하의 이미지만 업로드할 수 있습니다.',
  unsupported: '이미지 파일만 업로드할 수 있습니다.',
  unprocessable: '이미지를 처리할 수 없습니다. 다른 사진을 선택해주세요.',
  aborted: '사진 업로드가 중단되었습니다. 다시 시도해주세요.',
  fieldTooLong: '입력값이 너무 깁니다.',
  invalidForm: '요청 형식이 올바르지 않습니다.',
  notFound: '사진을 찾을 수 없습니다.',
  storageUnavailable: '사진을 잠시 저장할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export const photoTooLarge = (): AppError =>
  new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, PHOTO_MESSAGES.tooLarge);

export const photoUnsupported = (): AppError =>
  new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, PHOTO_MESSAGES.unsupported);

export const photoUnprocessable = (): AppError =>
  new AppError(422, ErrorCode.UNPROCESSABLE_IMAGE, PHOTO_MESSAGES.unprocessable);

/** The photo store is unreachable or failing on its side: a passing state the client retries, not a 500. */
export const photoStorageUnavailable = (cause: unknown): AppError => {
  const error = new AppError(503, ErrorCode.STORAGE_UNAVAILABLE, PHOTO_MESSAGES.storageUnavailable);
  error.cause = cause;
  return error;
};
