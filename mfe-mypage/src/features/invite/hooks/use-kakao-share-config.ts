import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig, type KakaoShare } from '@momentum/app-kit/runtime-config';

/**
 * The KakaoTalk share setting of the deploy's /app-config.json (the same file the shell started from):
 * a key is configuration, never part of a build. Undefined until read, and where none is configured.
 */
export function useKakaoShareConfig(): KakaoShare | undefined {
  const { data } = useQuery({
    queryKey: ['app-config', 'kakao-share'],
    queryFn: async () => (await loadRuntimeConfig()).kakao.share ?? null,
    staleTime: Infinity,
  });
  return data ?? undefined;
}
