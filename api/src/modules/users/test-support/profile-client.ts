// HTTP helpers for the account tests: real multipart requests through fetch, as the browser sends them.
import type { TestApp } from '../../../../test/build-test-app.js';

export interface ProfileForm {
  nickname?: string;
  image?: { data: Buffer; type: string; name?: string };
}

export function patchProfile(t: TestApp, accessToken: string, form: ProfileForm): Promise<Response> {
  const body = new FormData();
  if (form.nickname !== undefined) body.append('newNickname', form.nickname);
  if (form.image) {
    body.append('profileImage', new Blob([new Uint8Array(form.image.data)], { type: form.image.type }), form.image.name ?? 'photo');
  }
  return fetch(`${t.url}/api/users/profile`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${accessToken}` },
    body,
  });
}

export function deleteAccount(t: TestApp, accessToken: string, refreshCookie?: string): Promise<Response> {
  return fetch(`${t.url}/api/users`, {
    method: 'DELETE',
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(refreshCookie ? { cookie: `momentum_rt=${refreshCookie}` } : {}),
    },
  });
}
