// The client by package name, not a relative path: Module Federation then shares the one configured
// instance even when a remote provides this module.
import type { AxiosProgressEvent } from 'axios';
import type { MessageResponse, ProfileUpdateResponse, UserResponse } from '@momentum/contracts';
import { getApiClient } from '@momentum/api-client/client';

/** The signed-in user (`GET /api/users`); email is null when the provider gave none. */
export type Me = UserResponse;

export async function getMe(): Promise<Me> {
  const { data } = await getApiClient().get<Me>('/api/users');
  return data;
}

export async function getFriendCode(): Promise<string> {
  const { data } = await getApiClient().get<{ friendCode: string }>('/api/users/friendCode');
  return data.friendCode;
}

/** Deletes the account and everything of it (server: one transaction, photo files too). */
export async function deleteAccount(): Promise<MessageResponse> {
  const { data } = await getApiClient().delete<MessageResponse>('/api/users');
  return data;
}

export interface ProfileUpdate {
  /** Sent as `newNickname`; the server trims it and allows 1–20 characters. */
  nickname: string;
  /** Sent as `profileImage` when the user picked a new photo. */
  image?: File | Blob | null;
}

export interface UploadOptions {
  /** Upload progress, 0–1 (only reported when the browser knows the total). */
  onProgress?: (fraction: number) => void;
}

/** PATCH /api/users/profile as multipart/form-data; answers `{ message, user }`. */
export async function updateProfile(update: ProfileUpdate, options: UploadOptions = {}): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  form.append('newNickname', update.nickname);
  if (update.image) form.append('profileImage', update.image);
  const { data } = await getApiClient().patch<ProfileUpdateResponse>('/api/users/profile', form, {
    onUploadProgress: options.onProgress
      ? (event: AxiosProgressEvent) => {
          if (event.total) options.onProgress?.(Math.min(1, event.loaded / event.total));
        }
      : undefined,
  });
  return data;
}
