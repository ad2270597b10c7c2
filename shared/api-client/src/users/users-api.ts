// Users calls; paths and answers come from the contracts.
import type { AxiosProgressEvent } from 'axios';
import type { UserResponse } from '@momentum/contracts';
import { callRoute } from '@momentum/api-client/client';
import { userEndpoints } from '@momentum/contracts/endpoints';

/** The signed-in user (`GET /api/users`); email is null when the provider gave none. */
export type Me = UserResponse;

/** The answer is `{ user }` (spec §7); the app keeps the user itself. */
export async function getMe(): Promise<Me> {
  return (await callRoute(userEndpoints.me)).user;
}

export async function getFriendCode(): Promise<string> {
  return (await callRoute(userEndpoints.friendCode)).friendCode;
}

/** Deletes the account and everything of it (server: one transaction, photo files too). */
export function deleteAccount() {
  return callRoute(userEndpoints.deleteMe);
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
