// The first screen's chunks the page names (runtime/server/page-hints.ts), asked for once the page's own code
// is in: then the link is idle, and the remote's entry would only name them a round trip later (ADR 0024).
import { LATER_CHUNKS_ATTRIBUTE, SCREEN_CHUNKS_META } from '../../page-contract/page-marks';
import { tapWaiting } from './kept-taps';

export function preloadScreenChunks(doc: Document = document, waiting: boolean = tapWaiting()): string[] {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_CHUNKS_META}"]`);
  if (!meta) return [];
  const split = (value: string | null) => (value ?? '').split(' ').filter((url) => url !== '');
  const urls = [...split(meta.content), ...(waiting ? split(meta.getAttribute(LATER_CHUNKS_ATTRIBUTE)) : [])];
  for (const href of urls) {
    // No crossorigin: the federation runtime adds its chunks' scripts without one, so the preload is reused.
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
  return urls;
}
