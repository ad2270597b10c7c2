import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOAST_MS } from '../tokens';
import { Region, ToastBox } from './toast.styles';

export { TOAST_MS };

export type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

interface QueuedToast {
  id: number;
  message: string;
}

/**
 * Holds the toast queue and the live region. Mount once near the root (shell and harness): the package is a
 * federation singleton, so every remote's useToast() reaches this provider.
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

/** `const toast = useToast(); toast('이미지 파일만 업로드할 수 있습니다.')` */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it (the shell or the app-kit harness)');
  return toast;
}
