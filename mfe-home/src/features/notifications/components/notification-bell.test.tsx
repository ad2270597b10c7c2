// The bell answers a tap at once: busy while the list's code is still coming, the list once it is here.
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as homeApi from '@momentum/api-client/home';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotificationBell } from './notification-bell';

vi.mock('@momentum/api-client/home', () => ({ getUnreadCount: vi.fn() }));
vi.mocked(homeApi.getUnreadCount).mockResolvedValue(0);

const Modal = () => <div role="dialog" aria-label="알림" />;
let arrive = () => {};

/** Home's part: the modal comes when its code has loaded. */
function Bell({ onOpen }: { onOpen: () => void }) {
  const [modal, setModal] = useState<typeof Modal>();
  arrive = () => setModal(() => Modal);
  return <NotificationBell modal={modal} onOpen={onOpen} />;
}

describe('NotificationBell', () => {
  it("is busy from the tap until the list's code has come, then opens the list", async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Bell onOpen={onOpen} />);
    const bell = screen.getByRole('button', { name: '알림' });
    expect(bell).not.toHaveAttribute('aria-busy');
    await user.click(bell);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(bell).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => arrive());
    expect(screen.getByRole('dialog', { name: '알림' })).toBeInTheDocument();
    expect(bell).not.toHaveAttribute('aria-busy');
  });
});
