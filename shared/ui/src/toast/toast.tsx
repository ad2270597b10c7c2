import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOAST_MS } from '../tokens';
// By package name: the context is the one shared instance (see toast-context.ts).
import { ToastContext, type ShowToast } from '@momentum/ui/toast-context';
import { Region, ToastBox } from './toast.styles';

export { TOAST_MS };

export { useToast, type ShowToast } from '@momentum/ui/toast-context';

interface QueuedToast {
  id: number;
  message: string;
}

/**
 * Holds the toast queue and the live region. Mount once near the root (shell and harness): its context
 * is a federation singleton, so every remote's useToast() reaches this provider.
 */
export function ToastProvider({ children }: { children: ReactNode }): ReactElement {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);
  const current = queue[0];

  const toast = useCallback<ShowToast>((message) => {
    setQueue((q) => [...q, { id: nextId.current++, message }]);
  }, []);

  // One toast at a time, each for TOAST_MS; the next one waits its turn.
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {/* Always mounted: screen readers only announce changes to a live region that already exists. */}
      <Region role="status" aria-live="polite" aria-atomic="true">
        {current && <ToastBox key={current.id}>{current.message}</ToastBox>}
      </Region>
    </ToastContext.Provider>
  );
}
