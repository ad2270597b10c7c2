import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  // An SVG width/height attribute is a number of user units; WebKit logs an error for each "1.6rem".
  it('is sized by CSS: its SVG attributes carry no unit', () => {
    const { container } = renderWithTheme(<Spinner size="3.2rem" />);
    const svg = container.querySelector('svg')!;
    expect(svg).not.toHaveAttribute('width');
    expect(svg).not.toHaveAttribute('height');
    for (const dot of svg.querySelectorAll('rect')) {
      expect(dot.getAttribute('width')).toMatch(/^\d+$/);
      expect(dot.getAttribute('height')).toMatch(/^\d+$/);
    }
    expect(getComputedStyle(svg).width).toBe('3.2rem');
    expect(getComputedStyle(svg).height).toBe('3.2rem');
  });

  it('announces its label when given one, and is decoration without', () => {
    renderWithTheme(<Spinner label="불러오는 중..." />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중...');
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
