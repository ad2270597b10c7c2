import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { achievementBand, AchievementIllustration } from '../illustrations/achievement';
import { BellIcon } from './bell';
import { HomeIcon } from './home';
import { PIXEL_COLORS, toColorPaths, type IconProps } from './pixel-art';

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

/** Every icon and illustration component, by name: the PascalCase exports of the two folders. */
async function everyPicture(): Promise<[string, ComponentType<IconProps>][]> {
  const found: [string, ComponentType<IconProps>][] = [];
  for (const folder of ['icons', 'illustrations']) {
    const files = readdirSync(path.join(import.meta.dirname, '..', folder)).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
    for (const file of files) {
      const module = (await import(`../${folder}/${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (/^[A-Z]/.test(name) && typeof value === 'function') found.push([name, value as ComponentType<IconProps>]);
      }
    }
  }
  return found;
}

describe('pixel art sizes', () => {
  // An SVG width/height attribute is a number of user units; WebKit logs an error for each "2.4rem".
  it('are CSS, never a length with a unit in an SVG attribute', async () => {
    const pictures = await everyPicture();
    expect(pictures.map(([name]) => name)).toEqual(expect.arrayContaining(['HomeIcon', 'LogoWordmark', 'SproutIllustration', 'PixelArt']));
    for (const [name, Picture] of pictures) {
      const props = name === 'PixelArt' ? { rows: ['#.', '.#'] } : {};
      for (const size of [undefined, '2.8rem', 32]) {
        const { container, unmount } = render(<Picture {...props} size={size} />);
        const svg = container.querySelector('svg')!;
        for (const element of [svg, ...svg.querySelectorAll('*')]) {
          for (const attribute of ['width', 'height']) {
            const value = element.getAttribute(attribute);
            if (value !== null) expect(value, `${name} ${element.tagName} ${attribute}`).toMatch(/^\d+(\.\d+)?$/);
          }
        }
        if (size !== undefined) expect(svg.style.width, name).toBe(typeof size === 'number' ? `${size}px` : size);
        expect(svg.style.width, name).not.toBe('');
        expect(svg.style.height, name).toBe('auto');
        unmount();
      }
    }
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
