import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage, shrinkTarget } from './shrink-image';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = (size = 5_000_000, type = 'image/jpeg') => new File([new Uint8Array(size)], 'IMG_0001.HEIC.jpeg', { type });

describe('shrinkTarget', () => {
  it('scales the longest side down to 2048 px, keeping the aspect ratio', () => {
    expect(shrinkTarget(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(shrinkTarget(3000, 6000)).toEqual({ width: 1024, height: 2048 });
  });

  it('leaves small images alone', () => {
    expect(shrinkTarget(2048, 1000)).toBeNull();
    expect(shrinkTarget(640, 480)).toBeNull();
  });
});

describe('shrinkImage', () => {
  it('keeps the original when the browser cannot decode it', async () => {
    const file = photo();
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('decode')));
    await expect(shrinkImage(file)).resolves.toBe(file);
  });

  it('keeps a GIF (its animation) and a small image', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ width: 800, height: 600, close }));
    const gif = photo(10, 'image/gif');
    await expect(shrinkImage(gif)).resolves.toBe(gif);
    const small = photo();
    await expect(shrinkImage(small)).resolves.toBe(small);
    expect(close).toHaveBeenCalled();
  });

  it('re-encodes a huge photo as a smaller JPEG', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ width: 4032, height: 3024, close: vi.fn() }));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb) {
      cb(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }));
    });
    const result = await shrinkImage(photo());
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2048, 1536);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('IMG_0001.HEIC.jpg');
    expect(result.size).toBe(1000);
  });

  it('keeps the original when the canvas gives nothing smaller', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ width: 4032, height: 3024, close: vi.fn() }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb) => cb(null));
    const file = photo();
    await expect(shrinkImage(file)).resolves.toBe(file);
  });
});
