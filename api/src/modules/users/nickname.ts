import { NICKNAME_MAX } from '@momentum/contracts/limits';

/** A new user's nickname: the provider's, else the email's local part; trimmed, at most 20 characters. */
export function initialNickname(providerNickname: string | null, email: string | null): string {
  const candidates = [providerNickname, email?.split('@')[0] ?? null];
  for (const candidate of candidates) {
    // Array.from counts code points, so a cut never splits an emoji or a surrogate pair.
    const trimmed = Array.from(candidate?.trim() ?? '').slice(0, NICKNAME_MAX).join('').trim();
    if (trimmed) return trimmed;
  }
  return '모멘터';
}
