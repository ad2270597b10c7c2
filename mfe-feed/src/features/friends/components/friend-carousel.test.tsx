import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@momentum/ui/theme';
import { nextSelectedIndex } from '../lib/carousel-keys';
import { FriendCarousel } from './friend-carousel';

const friends = ['비', '씨', '디'].map((nickname, i) => ({
  userID: `f${i}`,
  nickname,
  profileImageUrl: `http://x/${i}.png`,
  isFixed: i === 2,
  isKnock: false,
}));

function Harness() {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  return (
    <ThemeProvider theme={theme}>
      <FriendCarousel friends={friends} selectedId={selected} onSelect={setSelected} />
    </ThemeProvider>
  );
}

const pressed = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'));

describe('nextSelectedIndex', () => {
  it('moves one step with arrows, stops at the ends, jumps with Home/End', () => {
    expect(nextSelectedIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextSelectedIndex('ArrowRight', 2, 3)).toBe(2);
    expect(nextSelectedIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(nextSelectedIndex('End', 0, 3)).toBe(2);
    expect(nextSelectedIndex('Home', 2, 3)).toBe(0);
    expect(nextSelectedIndex('Enter', 1, 3)).toBeNull();
    expect(nextSelectedIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('FriendCarousel', () => {
  it('selects the first friend by default and shows avatars with their alt text', () => {
    render(<Harness />);
    expect(pressed()).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('img', { name: '디님의 프로필' })).toHaveAttribute('src', 'http://x/2.png');
    expect(screen.getByRole('toolbar', { name: '친구 목록' })).toBeInTheDocument();
  });

  it('moves the selection and the focus with the keyboard, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: /비/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(pressed()).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('button', { name: /씨/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(pressed()).toEqual(['false', 'false', 'true']);
    await user.keyboard('{ArrowRight}');
    expect(pressed()).toEqual(['false', 'false', 'true']);
    await user.keyboard('{Home}');
    expect(pressed()).toEqual(['true', 'false', 'false']);
    expect(screen.getAllByRole('button').map((b) => b.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a friend on click and marks the pinned one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /씨/ }));
    expect(pressed()).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('button', { name: /디/ })).toHaveAttribute('data-pinned', 'true');
  });
});
