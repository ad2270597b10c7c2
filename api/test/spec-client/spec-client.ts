// A client written from docs/product-spec.md §3 and §7 alone, importing nothing of ours, so a departure of
// the API from the spec's contract fails the test that drives it (§7: JSON, Bearer token, a 40 s
// timeout, the renewed token from `x-access-token`, the cookie sent back as a browser would).
import axios, { type AxiosResponse } from 'axios';

export interface SpecAnswer<T = Record<string, unknown>> {
  status: number;
  data: T;
}

export interface SpecClient {
  /** The stored access token (§3: local storage key accessToken). */
  token: string | null;
  // Answers are read field by field by the spec's names; typing them would restate our contracts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown): Promise<SpecAnswer<T>>;
  /** A multipart call: `fields` as text parts, the photo as the part named `fileField`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  upload<T = any>(method: 'PATCH', path: string, fileField: string, photo: Buffer, fields?: Record<string, string>): Promise<SpecAnswer<T>>;
}

export function createSpecClient(apiHost: string): SpecClient {
  const cookies = new Map<string, string>();
  const http = axios.create({
    baseURL: apiHost,
    timeout: 40_000,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
    // The test reads every status itself.
    validateStatus: () => true,
  });
  const client: SpecClient = {
    token: null,
    async call(method, path, payload) {
      return answer(await http.request({ method, url: path, data: payload }));
    },
    async upload(method, path, fileField, photo, fields = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(fileField, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      return answer(await http.request({ method, url: path, data: form, headers: { 'Content-Type': 'multipart/form-data' } }));
    },
  };
  http.interceptors.request.use((config) => {
    config.headers.set('Authorization', `Bearer ${client.token ?? ''}`);
    if (cookies.size > 0) config.headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    return config;
  });
  function answer<T>(response: AxiosResponse<T>): SpecAnswer<T> {
    for (const header of (response.headers['set-cookie'] as string[] | undefined) ?? []) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value) cookies.set(pair.slice(0, at), value);
      else cookies.delete(pair.slice(0, at));
    }
    const renewed = response.headers['x-access-token'];
    if (typeof renewed === 'string' && renewed) client.token = renewed;
    return { status: response.status, data: response.data };
  }
  return client;
}

/** The "today" of a phone whose calendar is in UTC, `YYYY-MM-DD`. */
export const utcCalendarDay = (epochMs: number, plusDays = 0) => new Date(epochMs + plusDays * 86_400_000).toISOString().slice(0, 10);

/**
 * §3/§9's generated moments: moment k starts today + k × spacing and ends one spacing later, as calendar
 * days, with `id: moment-k`; the create payload's startDate/endDate are the first start and the last end.
 */
export function generatedMoments(todayMs: number, todo: string[], n: number, spacing: number, frequency: string) {
  const moments = Array.from({ length: n }, (_, k) => ({
    id: `moment-${k}`,
    startDate: utcCalendarDay(todayMs, k * spacing),
    endDate: utcCalendarDay(todayMs, (k + 1) * spacing),
    content: todo[k % todo.length]!,
  }));
  return { startDate: moments[0]!.startDate, endDate: moments.at(-1)!.endDate, moments, frequency };
}
