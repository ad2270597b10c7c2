import { useQuery } from '@tanstack/react-query';
import { estimateDuration } from '@momentum/api-client/ai';

/**
 * One AI call per goal and visit: cached so a re-render or a re-mount does not ask (and spend the user's
 * AI budget) again. `data` null = the AI failure of docs/product-spec.md.
 */
export const useAiDuration = (goal: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ai', 'duration', goal],
    queryFn: () => estimateDuration(goal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
