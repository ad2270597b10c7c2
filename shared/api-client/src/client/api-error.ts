// The generic failed-call message of docs/product-spec.md section 8: the server's `message`, else a nested `error.message`,
// else a fixed Korean fallback.
import type { AxiosError } from 'axios';

export const FALLBACK_ERROR_MESSAGE = '서버 연결에 실패하였습니다.';

export function getApiError(error: unknown): string {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (isRecord(data)) {
    if (typeof data.message === 'string' && data.message) return data.message;
    if (isRecord(data.error) && typeof data.error.message === 'string' && data.error.message) {
      return data.error.message;
    }
  }
  return FALLBACK_ERROR_MESSAGE;
}

/** HTTP status of a failed call, or null when the server was not reached. */
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
