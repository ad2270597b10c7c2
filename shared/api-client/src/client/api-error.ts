// The failed-call message of docs/product-spec.md section 8: an offline refusal's, else the server's `message`,
// else a nested `error.message`, else a fixed Korean fallback.
import type { AxiosError } from 'axios';
import { OFFLINE_CODE, OfflineError } from './offline-error';

export const FALLBACK_ERROR_MESSAGE = '서버 연결에 실패하였습니다.';

/**
 * A change asked for while the device is offline is refused before anything is sent
 * (docs/adr/0017-actions-taken-offline.md): the app's QueryClient throws an OfflineError, and every
 * screen that shows a failed call's message through getApiError shows this one.
 */
export const OFFLINE_MESSAGE = '오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.';
export { OFFLINE_CODE, OfflineError };

/**
 * By its code, not instanceof: this module is not a federation singleton, so the shell's copy threw
 * the error and a remote's copy reads it.
 */
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

/** HTTP status of a failed call, or null when the server was not reached (an offline refusal too). */
export function getApiStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/**
 * Structural check (what axios.isAxiosError does) so remotes that read errors do not bundle their own
 * axios: only the client module imports axios at run time.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
