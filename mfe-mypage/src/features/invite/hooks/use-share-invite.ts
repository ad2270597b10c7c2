import { useToast } from '@momentum/ui/toast-context';
import { inviteText, inviteUrl } from '../invite-message';

const LINK_COPIED = '초대 링크를 복사했어요.';
const COPY_FAILED = '링크를 복사하지 못했어요. 친구 코드를 알려 주세요.';

/** The phone's share sheet where there is one; elsewhere the link goes to the clipboard. */
export function useShareInvite(): (friendCode: string) => Promise<void> {
  const toast = useToast();
  return async (friendCode) => {
    const url = inviteUrl(friendCode);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: '모멘텀', text: inviteText(friendCode), url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(LINK_COPIED);
    } catch {
      toast(COPY_FAILED);
    }
  };
}
