import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderWithTheme } from '../test/render';
import { TOAST_MS, ToastProvider, useToast } from './toast';

function Trigger({ message }: { message: string }): ReactElement {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(message)}>
      {message}
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () =>
    renderWithTheme(
      <ToastProvider>
        <Trigger message="복사되었습니다." />
        <Trigger message="이미지 파일만 업로드할 수 있습니다." />
      </ToastProvider>,
    );

  it('announces a message politely and removes it after 3 seconds', () => {
    setup();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: '복사되었습니다.' }));
    expect(region).toHaveTextContent('복사되었습니다.');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(region).toHaveTextContent('복사되었습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    expect(TOAST_MS).toBe(3000);
  });

  it('queues several toasts, one after another', () => {
    setup();
    const region = screen.getByRole('status');
    fireEvent.click(screen.getByRole('button', { name: '복사되었습니다.' }));
    fireEvent.click(screen.getByRole('button', { name: '이미지 파일만 업로드할 수 있습니다.' }));
    expect(region).toHaveTextContent('복사되었습니다.');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(region).toHaveTextContent('이미지 파일만 업로드할 수 있습니다.');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(region).toBeEmptyDOMElement();
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
