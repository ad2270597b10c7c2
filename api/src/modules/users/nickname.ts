import { NICKNAME_MAX } from '@momentum/contracts/limits';
import { normalizeText, shortTextProblem } from '@momentum/contracts/text-rules';

const FALLBACK_NICKNAME = '모멘터';

// Each candidate is used only when it passes the nickname rule, so a provider nickname that breaks it never fails sign-in.
export function initialNickname(providerNickname: string | null, email: string | null): string {
  const candidates = [providerNickname, email?.split('@')[0] ?? null];
  for (const candidate of candidates) {
    // Array.from counts code points, so a cut never splits an emoji or a surrogate pair.
    const cut = normalizeText(Array.from(normalizeText(candidate ?? '')).slice(0, NICKNAME_MAX).join(''));
    if (shortTextProblem(cut, NICKNAME_MAX) === null) return cut;
  }
  return FALLBACK_NICKNAME;
}
