import { useState, type ReactElement } from 'react';
import { Button } from '@momentum/ui/button';
import { useToast } from '@momentum/ui/toast-context';
import type { CardContent } from '../share/proof-card';
import { shareProofCard } from '../share/share-proof-card';

const SAID = { shared: null, cancelled: null, saved: '인증 카드를 저장했어요.' } as const;

/** '공유하기': the card is made on the device, then shared as a file or saved. */
export function ShareCardButton({ content }: { content: CardContent }): ReactElement {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const said = SAID[await shareProofCard(content)];
      if (said) toast(said);
    } catch {
      toast('인증 카드를 만들지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" aria-label={`${content.bucketContent} 공유하기`} disabled={busy} onClick={() => void share()}>
      공유하기
    </Button>
  );
}
