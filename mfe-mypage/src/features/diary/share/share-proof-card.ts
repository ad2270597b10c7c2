// Hands the card to the phone's share sheet as a file where the browser can, else saves it: the person
// chooses where it goes; nothing leaves the device otherwise.
import { drawProofCard, type CardContent } from './proof-card';

export type ShareOutcome = 'shared' | 'saved' | 'cancelled';

function save(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The download has taken the bytes by the next task; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function shareProofCard(content: CardContent): Promise<ShareOutcome> {
  const blob = await drawProofCard(content);
  const file = new File([blob], `momentum-${content.date}.png`, { type: blob.type });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: '모멘텀 인증 카드' });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  save(file);
  return 'saved';
}
