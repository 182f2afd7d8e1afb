import { axisTicks, labelCentre, labelWidth, shownLabels } from './chart-scale';

test('an axis runs from 0 to a round top at or above the largest bar, in round steps', () => {
  expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  expect(axisTicks(45_000)).toEqual([0, 20_000, 40_000, 60_000]);
  expect(axisTicks(100)).toEqual([0, 50, 100]);
  // Counts are whole: nothing between 0 and 1, and an empty chart still has an axis.
  expect(axisTicks(1)).toEqual([0, 1]);
  expect(axisTicks(0)).toEqual([0, 1]);
});

test('a percentage axis keeps its fixed top', () => {
  expect(axisTicks(37, { top: 100 })).toEqual([0, 50, 100]);
  expect(axisTicks(37, { top: 100, count: 5 })).toEqual([0, 20, 40, 60, 80, 100]);
});

test('the labels that fit: the first and the last always, the ones between spaced so none overlap', () => {
  const days = Array.from({ length: 30 }, (_, i) => `${i + 1} Nov`);
  const width = labelWidth('30 Nov');
  const shown = [...shownLabels(days, 10)].sort((a, b) => a - b);
  expect(shown[0]).toBe(0);
  expect(shown.at(-1)).toBe(29);
  expect(shown.length).toBeGreaterThan(3);
  // Where they are drawn (the first and last pulled inside the plot), none runs into the next.
  const centres = shown.map((i) => labelCentre(i, 10, 300, width));
  for (let i = 1; i < centres.length; i++) expect(centres[i] - centres[i - 1]).toBeGreaterThanOrEqual(width);
  expect(centres[0] - width / 2).toBeGreaterThanOrEqual(0);
  expect(centres.at(-1)! + width / 2).toBeLessThanOrEqual(300);
  // Room for every label: all are shown.
  expect(shownLabels(['Mon', 'Tue', 'Wed'], 100)).toEqual(new Set([0, 1, 2]));
  expect(shownLabels([], 10)).toEqual(new Set());
  // One bar: its label alone.
  expect(shownLabels(['Direct'], 300)).toEqual(new Set([0]));
});
