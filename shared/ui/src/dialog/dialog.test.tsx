import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ConfirmDialog, ResultDialog } from './dialog';

describe('ConfirmDialog', () => {
  it('asks with 네 / 아니오, focuses the safe answer and reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        title="민수님을 삭제하겠습니까?"
        description="이 행위는 되돌릴 수 없습니다."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '민수님을 삭제하겠습니까?' });
    expect(dialog).toHaveAccessibleDescription('이 행위는 되돌릴 수 없습니다.');
    expect(screen.getByRole('button', { name: '아니오' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '네' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('ResultDialog', () => {
  it('closes with 확인', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<ResultDialog open title="친구 관계를 성공적으로 삭제했습니다." onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
