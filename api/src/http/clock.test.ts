import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offsetFileClock } from './clock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('offsetFileClock', () => {
  it('is the real time without the file, and moves as soon as the file changes', () => {
    const file = path.join(dir, 'offset');
    const clock = offsetFileClock(file);
    expect(Math.abs(clock() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(file, String(2 * 3_600_000));
    expect(clock() - Date.now()).toBeGreaterThan(2 * 3_600_000 - 1000);
    fs.writeFileSync(file, '-60000\n');
    expect(clock() - Date.now()).toBeLessThan(-59_000);
  });

  it('throws on anything but whole milliseconds', () => {
    const file = path.join(dir, 'offset');
    fs.writeFileSync(file, '1h');
    expect(() => offsetFileClock(file)()).toThrow(/whole milliseconds/);
  });
});
