import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { achievementBand, AchievementIllustration } from '../illustrations/achievement';
import { BellIcon } from './bell';
import { HomeIcon } from './home';
import { PIXEL_COLORS, toColorPaths } from './pixel-art';

describe('pixel icons', () => {
  it('are decorative by default and crisp', () => {
    const { container } = render(<HomeIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('draw every pixel of the art once, one path per colour', () => {
    const rows = ['.##y', 'yy.#', 'w..w'];
    const paths = toColorPaths(rows);
    expect(paths.map((p) => p.color)).toEqual(['currentColor', PIXEL_COLORS.y, PIXEL_COLORS.w]);
    // Back from the path data to pixels: each `M x y h w v1 h-w z` covers w pixels of row y.
    const drawn = new Map<string, string>();
    for (const { color, d } of paths) {
      for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
        for (let i = 0; i < Number(w); i++) {
          const at = `${Number(x) + i},${y}`;
          expect(drawn.has(at)).toBe(false);
          drawn.set(at, color);
        }
      }
    }
    const expected = new Map<string, string>();
    rows.forEach((row, y) => [...row].forEach((key, x) => PIXEL_COLORS[key] && expected.set(`${x},${y}`, PIXEL_COLORS[key]!)));
    expect(drawn).toEqual(expected);
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
