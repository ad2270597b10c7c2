import { useRef } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * The text last refused offline (ADR 0017). The result modal gives the focus back to the line, so the
 * next tap anywhere (a tab, the top switch) blurs it: a blur must not ask again for what was just
 * refused, or every such tap opens the same refusal and the person can never leave. Enter still asks.
 */
export function useOfflineRefusalMemory() {
  const refused = useRef<string | null>(null);
  return {
    remember: (content: string) => {
      refused.current = content;
    },
    isRepeat: (content: string) => content === refused.current && !onlineManager.isOnline(),
  };
}
