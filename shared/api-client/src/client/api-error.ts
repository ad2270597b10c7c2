// The failed-call message of docs/product-spec.md section 8.
import type { AxiosError } from 'axios';
import { OFFLINE_CODE, OfflineError } from './offline-error';

export const FALLBACK_ERROR_MESSAGE = '서버 연결에 실패하였습니다.';

/** For every change refused offline before it is sent (docs/adr/0017-actions-taken-offline.md). */
export const OFFLINE_MESSAGE = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';
export { OFFLINE_CODE, OfflineError };

/** By its code, not instanceof: not a federation singleton, the shell's copy throws and a remote's reads. */
export function isOfflineError(error: unknown): boolean {
  return isRecord(error) && error.code === OFFLINE_CODE;
}

export function getApiError(error: unknown): string {
  if (isOfflineError(error)) return OFFLINE_MESSAGE;
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (isRecord(data)) {
    if (typeof data.message === 'string' && data.message) return data.message;
    if (isRecord(data.error) && typeof data.error.message === 'string' && data.error.message) {
      return data.error.message;
    }
  }
  return FALLBACK_ERROR_MESSAGE;
}

export function getApiStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** Not axios.isAxiosError: remotes that read errors must not bundle their own axios. */
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
