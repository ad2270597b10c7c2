import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_MESSAGE, getApiError, getApiStatus } from './api-error';

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
