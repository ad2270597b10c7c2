// Phones take 12–50 MP photos; the server keeps at most 1600 px anyway (docs/decisions.md "Photos"), so
// sending a ~2048 px JPEG saves the user minutes of upload on a slow line. Any failure keeps the original.
const SHRINK_MAX_SIDE = 2048;
const JPEG_QUALITY = 0.9;

/** The size to draw at, or null when the image is already small enough. */
export function shrinkTarget(width: number, height: number, maxSide = SHRINK_MAX_SIDE): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (!(longest > maxSide)) return null;
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function shrinkImage(file: File, maxSide = SHRINK_MAX_SIDE): Promise<File> {
  // An animated GIF would lose its animation; a browser without createImageBitmap cannot decode here.
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const target = shrinkTarget(bitmap.width, bitmap.height, maxSide);
      if (!target) return file;
      const canvas = document.createElement('canvas');
      canvas.width = target.width;
      canvas.height = target.height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, target.width, target.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
      if (!blob || blob.size >= file.size) return file;
      return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}
