// The pot shared by the five achievement pictures: each picture is 17 rows of plant on top of it, 24 pixels
// wide, so the growth from seed to fruit reads as one story.
const POT = [
  '.bbbbbbbbbbbbbbbbbbbbbb.',
  '.bbbbbbbbbbbbbbbbbbbbbb.',
  '..bwbbbbbbbbbbbbbbbbbb..',
  '..bwbbbbbbbbbbbbbbbbbb..',
  '...bbbbbbbbbbbbbbbbbb...',
  '...bbbbbbbbbbbbbbbbbb...',
  '....bbbbbbbbbbbbbbbb....',
];

export const inPot = (plant: readonly string[]): readonly string[] => [...plant, ...POT];
