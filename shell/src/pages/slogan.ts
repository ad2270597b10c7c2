export const SLOGAN = '모멘텀과 함께 더 큰 성공을 향해';
