import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { achievementBand, AchievementIllustration } from '../illustrations/achievement';
import { BellIcon } from './bell';
import { HomeIcon } from './home';

describe('pixel icons', () => {
  it('are decorative by default and crisp', () => {
    const { container } = render(<HomeIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(0);
  });

  it('become a named image with a title', () => {
    render(<BellIcon title="알림" />);
    expect(screen.getByRole('img', { name: '알림' })).toBeInTheDocument();
  });

  it('draw outline and filled variants differently', () => {
    const a = render(<HomeIcon />).container.innerHTML;
    const b = render(<HomeIcon filled />).container.innerHTML;
    expect(a).not.toBe(b);
  });
});

describe('achievement bands', () => {
  it.each([
    [0, 0],
    [19.99, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [59.5, 2],
    [60, 3],
    [79, 3],
    [80, 4],
    [100, 4],
    [-5, 0],
    [130, 4],
    [Number.NaN, 0],
  ])('rate %s%% is band %s', (rate, band) => {
    expect(achievementBand(rate)).toBe(band);
  });

  it('labels the picture with the rate', () => {
    render(<AchievementIllustration rate={45} />);
    expect(screen.getByRole('img', { name: '달성률 45%: 어린 나무' })).toBeInTheDocument();
  });
});
