import type { AxiosProgressEvent } from 'axios';
import type { UserResponse } from '@momentum/contracts';
import { callRoute } from '@momentum/api-client/client';
import { userEndpoints } from '@momentum/contracts/endpoints';

export type Me = UserResponse;

export async function getMe(): Promise<Me> {
  return (await callRoute(userEndpoints.me)).user;
}

export async function getFriendCode(): Promise<string> {
  return (await callRoute(userEndpoints.friendCode)).friendCode;
}

export function deleteAccount() {
  return callRoute(userEndpoints.deleteMe);
}

export interface ProfileUpdate {
  nickname: string;
  image?: File | Blob | null;
}

export interface UploadOptions {
  /** 0–1, unlike the proofs' percent; only when the browser knows the total. */
  onProgress?: (fraction: number) => void;
}

export function updateProfile(update: ProfileUpdate, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('newNickname', update.nickname);
  if (update.image) form.append('profileImage', update.image);
  return callRoute(userEndpoints.updateProfile, {
    body: form,
    onUploadProgress: options.onProgress
      ? (event: AxiosProgressEvent) => {
          if (event.total) options.onProgress?.(Math.min(1, event.loaded / event.total));
        }
      : undefined,
  });
}
