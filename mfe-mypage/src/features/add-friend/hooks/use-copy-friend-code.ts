import { useToast } from '@momentum/ui/toast-context';

const COPY_DONE_MESSAGE = '복사 완료!';
const COPY_FAILED_MESSAGE = '복사하지 못했습니다. 코드를 길게 눌러 직접 복사해주세요.';

/** Copies the code to the clipboard and says so in a toast (the clipboard may be refused: say that too). */
export function useCopyFriendCode(): (code: string) => Promise<void> {
  const toast = useToast();
  return async (code) => {
    try {
      await navigator.clipboard.writeText(code);
      toast(COPY_DONE_MESSAGE);
    } catch {
      toast(COPY_FAILED_MESSAGE);
    }
  };
}
