// The shareable card, drawn on the device: the proof photo, what was proven, '작심 N일' of that day, the
// date and the app's name, in the pixel font. Nothing is sent anywhere; the photo is read with CORS so
// the canvas stays exportable (the API and the photo store answer CORS for the app's origins).
import { palette } from '@momentum/ui/tokens';

const CARD_WIDTH = 1080;
const CARD_HEIGHT = 1350;
const PHOTO_SIDE = 960;
const MARGIN = (CARD_WIDTH - PHOTO_SIDE) / 2;
const FONT = 'Galmuri11';

export interface CardContent {
  photoUrl: string;
  bucketContent: string;
  streak: number;
  /** 'YYYY-MM-DD' (Seoul). */
  date: string;
}

function loadPhoto(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  return image.decode().then(() => image);
}

/** The pixel font's subsets for exactly these texts; a failure leaves the system font, still a card. */
async function loadFont(size: number, text: string): Promise<void> {
  await document.fonts.load(`${size}px ${FONT}`, text).catch(() => []);
}

function drawCover(context: CanvasRenderingContext2D, image: HTMLImageElement): void {
  const scale = Math.max(PHOTO_SIDE / image.naturalWidth, PHOTO_SIDE / image.naturalHeight);
  const width = PHOTO_SIDE / scale;
  const height = PHOTO_SIDE / scale;
  const sx = (image.naturalWidth - width) / 2;
  const sy = (image.naturalHeight - height) / 2;
  context.drawImage(image, sx, sy, width, height, MARGIN, MARGIN, PHOTO_SIDE, PHOTO_SIDE);
}

function fitted(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export async function drawProofCard(content: CardContent): Promise<Blob> {
  const streak = `작심 ${content.streak}일`;
  const date = content.date.replaceAll('-', '.');
  const [image] = await Promise.all([
    loadPhoto(content.photoUrl),
    loadFont(56, content.bucketContent),
    loadFont(48, `${streak}${date}`),
    loadFont(40, '모멘텀'),
  ]);
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d is unavailable');
  context.fillStyle = palette.black;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  drawCover(context, image);
  context.textBaseline = 'alphabetic';
  context.fillStyle = palette.white;
  context.font = `56px ${FONT}`;
  context.fillText(fitted(context, content.bucketContent, PHOTO_SIDE), MARGIN, 1110);
  context.font = `48px ${FONT}`;
  context.fillStyle = palette.yellow;
  context.fillText(streak, MARGIN, 1190);
  context.fillStyle = palette.gray;
  context.textAlign = 'right';
  context.fillText(date, CARD_WIDTH - MARGIN, 1190);
  context.font = `40px ${FONT}`;
  context.fillStyle = palette.yellow;
  context.fillText('모멘텀', CARD_WIDTH - MARGIN, 1290);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the card was not encoded'))), 'image/png'));
}
