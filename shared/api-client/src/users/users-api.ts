// The client by package name, not a relative path: Module Federation then shares the one configured
// instance even when a remote provides this module.
import { getApiClient } from '@momentum/api-client/client';

export interface Me {
  nickname: string;
  email: string;
  profileImageUrl: string;
  friendCode: string;
}

export async function getMe(): Promise<Me> {
  const { data } = await getApiClient().get<Me>('/api/users');
  return data;
}

export async function getFriendCode(): Promise<string> {
  const { data } = await getApiClient().get<{ friendCode: string }>('/api/users/friendCode');
  return data.friendCode;
}
