// The toast context, alone in its module because it is a federation singleton (see @momentum/rspack-config
// shared-map): every remote's useToast() must reach the one <ToastProvider> the shell mounts, while
// the provider's component and styles stay out of the remotes' bundles.
import { createContext, useContext } from 'react';

export type ShowToast = (message: string) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** `const toast = useToast(); toast('이미지 파일만 업로드할 수 있습니다.')` */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it (the shell or the app-kit harness)');
  return toast;
}
