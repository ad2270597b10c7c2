import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_MESSAGE, getApiError, getApiStatus, OFFLINE_MESSAGE, OfflineError } from './api-error';

function failed(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('getApiError', () => {
  it('prefers the server message', () => {
    expect(getApiError(failed(409, { message: '이미 친구입니다.', code: 'ALREADY_FRIENDS' }))).toBe('이미 친구입니다.');
  });
  it('falls back to a nested error.message', () => {
    expect(getApiError(failed(500, { error: { message: '중첩 메시지' } }))).toBe('중첩 메시지');
  });
  it('uses the Korean fallback for network errors and non-axios errors', () => {
    expect(getApiError(new AxiosError('Network Error'))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(getApiError(new Error('boom'))).toBe('서버 연결에 실패하였습니다.');
  });
  it('reports the status, or null when the server was not reached', () => {
    expect(getApiStatus(failed(404, {}))).toBe(404);
    expect(getApiStatus(new AxiosError('Network Error'))).toBeNull();
  });
});

describe('an offline refusal', () => {
  it('reads as the offline message, with no status, also when another copy of this module threw it', () => {
    expect(getApiError(new OfflineError())).toBe('오프라인이라 지금은 할 수 없어요. 연결되면 다시 시도해 주세요.');
    expect(getApiStatus(new OfflineError())).toBeNull();
    // Each app bundles its own copy of this module: the code tells, not the class.
    expect(getApiError({ name: 'OfflineError', code: 'OFFLINE', message: 'offline' })).toBe(OFFLINE_MESSAGE);
  });
});
