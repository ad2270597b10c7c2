import type { ReactElement } from 'react';
import type { IconProps } from '../icons/pixel-art';
import { BlossomIllustration } from './blossom';
import { FruitIllustration } from './fruit';
import { SaplingIllustration } from './sapling';
import { SeedIllustration } from './seed';
import { SproutIllustration } from './sprout';

export type AchievementBand = 0 | 1 | 2 | 3 | 4;

/** The bands of docs/product-spec.md section 9: 0–19, 20–39, 40–59, 60–79, 80–100 (percent); out-of-range rates are clamped. */
export function achievementBand(ratePercent: number): AchievementBand {
  const rate = Number.isFinite(ratePercent) ? Math.min(100, Math.max(0, ratePercent)) : 0;
  return Math.min(4, Math.floor(rate / 20)) as AchievementBand;
}

const BANDS = [SeedIllustration, SproutIllustration, SaplingIllustration, BlossomIllustration, FruitIllustration];
const LABELS = ['씨앗', '새싹', '어린 나무', '꽃이 핀 나무', '열매 맺은 나무'];

/** The home panel's picture for a completion rate; labelled by default since it carries meaning. */
export function AchievementIllustration({
  rate,
  title,
  ...props
}: IconProps & { rate: number }): ReactElement {
  const band = achievementBand(rate);
  const Picture = BANDS[band]!;
  return <Picture title={title ?? `달성률 ${Math.round(rate)}%: ${LABELS[band]}`} {...props} />;
}
