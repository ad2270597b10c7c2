import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Button, IconButton } from './button';

describe('Button', () => {
  it.each(['sm', 'md'] as const)('is at least a 44 px touch target at size %s, however short its label', (size) => {
    renderWithTheme(
      <Button size={size} variant="ghost">
        ···
      </Button>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: '···' }));
    // 1rem is 10px (the GlobalStyle's 62.5%).
    expect(parseFloat(style.minWidth) * 10).toBeGreaterThanOrEqual(44);
    expect(parseFloat(style.minHeight) * 10).toBeGreaterThanOrEqual(44);
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        저장하기
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장하기' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('clicks normally and never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>친구 추가하기</Button>);
    const button = screen.getByRole('button', { name: '친구 추가하기' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('names an icon button by its aria-label', () => {
    renderWithTheme(
      <IconButton aria-label="설정">
        <svg aria-hidden />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: '설정' })).toBeInTheDocument();
  });
});
