import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ImagePicker } from './image-picker';

const image = (name = 'proof.png', type = 'image/png') => new File(['px'], name, { type });

describe('ImagePicker', () => {
  const createObjectURL = vi.fn(() => 'blob:preview-1');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => vi.clearAllMocks());

  const setup = (maxBytes?: number) => {
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    // applyAccept: false plays a user who switched the picker to "all files".
    const user = userEvent.setup({ applyAccept: false });
    renderWithTheme(
      <ImagePicker label="인증 사진 선택" onChange={onChange} onInvalid={onInvalid} {...(maxBytes ? { maxBytes } : {})} />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('인증 사진 선택');
    return { user, input, onChange, onInvalid };
  };

  it('is a keyboard-reachable file input that accepts images only', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    input.focus();
    expect(input).toHaveFocus();
  });

  it('accepts an image and shows its preview', async () => {
    const { user, input, onChange, onInvalid } = setup();
    const file = image();
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: '인증 사진 선택 미리보기' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it('refuses a non-image with the text of docs/product-spec.md and resets the input', async () => {
    const { user, input, onChange, onInvalid } = setup();
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(onInvalid).toHaveBeenCalledWith('type', '이미지 파일만 업로드할 수 있습니다.');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('refuses an image over the size limit (500 MB by default)', async () => {
    const { user, input, onChange, onInvalid } = setup();
    const big = image('big.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 500 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(onInvalid).toHaveBeenCalledWith('size', '500MB 이하의 이미지만 업로드할 수 있습니다.');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('accepts an image of exactly the limit', async () => {
    const { user, input, onChange, onInvalid } = setup(10);
    const edge = image();
    Object.defineProperty(edge, 'size', { value: 10 });
    await user.upload(input, edge);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(edge);
  });

  it('reports an image that fails to decode, drops it and frees its URL', async () => {
    const { user, input, onChange, onInvalid } = setup();
    await user.upload(input, image('broken.png'));
    fireEvent.error(screen.getByRole('img', { name: '인증 사진 선택 미리보기' }));
    expect(onInvalid).toHaveBeenCalledWith('decode', '이미지를 불러오는 중 오류가 발생했습니다.');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.queryByRole('img', { name: '인증 사진 선택 미리보기' })).not.toBeInTheDocument();
  });
});
