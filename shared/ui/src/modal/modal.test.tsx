import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        알림 열기
      </button>
      <Modal
        open={open}
        title="알림"
        width="30rem"
        height="45rem"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>알림이 없습니다.</p>
        <button type="button">안쪽 버튼</button>
      </Modal>
    </>
  );
}

async function openModal(onClose = vi.fn()) {
  const user = userEvent.setup();
  renderWithTheme(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: '알림 열기' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: '알림' }) };
}

describe('Modal', () => {
  it('is a named modal dialog with focus inside and the body scroll locked', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on its close icon button and returns focus to the opener', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '알림 열기' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click', async () => {
    const { user, onClose } = await openModal();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on clicks inside', async () => {
    const { user, onClose, dialog } = await openModal();
    await user.click(screen.getByText('알림이 없습니다.'));
    await user.click(screen.getByRole('button', { name: '안쪽 버튼' }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = await openModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '알림 열기' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '안쪽 버튼' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '안쪽 버튼' })).toHaveFocus();
  });
});

describe('Modal in place', () => {
  it('renders where it stands, not in a portal: the markup a prerendered page carries as a first frame', () => {
    const { container } = renderWithTheme(
      <main>
        <Modal open inPlace title="알림" onClose={() => undefined}>
          <p>불러오는 중</p>
        </Modal>
      </main>,
    );
    const dialog = container.querySelector('main [role="dialog"][aria-modal="true"]');
    expect(dialog).toBe(screen.getByRole('dialog', { name: '알림' }));
    expect(dialog?.querySelector('button')?.getAttribute('aria-label')).toBe('닫기');
  });
});
