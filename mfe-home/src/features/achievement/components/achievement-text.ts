import { seoulYear } from '@momentum/contracts/seoul-calendar';
import { achievementBand } from '@momentum/ui/illustrations/achievement';

const BAND_NAMES = ['씨앗', '새싹', '어린 나무', '꽃이 핀 나무', '열매 맺은 나무'] as const;

/** '33.33', '20', '0': at most 2 decimals, no trailing zeros. */
export function formatRate(rate: number): string {
  return String(Math.round(rate * 100) / 100);
}

/**
 * The picture's accessible name. Built here rather than with the illustration's default title, which
 * rounds the rate (19.5 would read "20%" under the 0–19 band's seed).
 */
export function achievementPictureTitle(rate: number): string {
  return `${BAND_NAMES[achievementBand(rate)]} 그림 (달성률 ${formatRate(rate)}%)`;
}

/** The panel's title: '{current year} 버킷리스트 달성 현황', the year as in Seoul. */
export function panelTitle(now = new Date()): string {
  return `${seoulYear(now)} 버킷리스트 달성 현황`;
}
