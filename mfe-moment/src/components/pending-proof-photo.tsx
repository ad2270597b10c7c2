import type { ReactElement } from 'react';
import { usePendingProofPhoto } from '../lib/pending-proof-photo';
import { PhotoFrame } from './pending-proof-photo.styles';

interface Props {
  /** The moment's or bucket's id, whose proof waits on the device. */
  targetId: string;
  /** The moment's or bucket's text: it tells one waiting photo from another to a screen reader. */
  title: string;
  /** Width and height (a square), the same before and after the photo is read. */
  size: string;
}

/** The thumbnail of a proof saved on the device and not yet uploaded; shown beside '업로드 대기 중'. */
export function PendingProofPhoto({ targetId, title, size }: Props): ReactElement {
  const url = usePendingProofPhoto(targetId);
  return <PhotoFrame $size={size}>{url && <img src={url} alt={`업로드 대기 중인 ${title} 인증 사진`} decoding="async" />}</PhotoFrame>;
}
