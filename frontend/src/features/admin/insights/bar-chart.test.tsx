import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BarChart } from './bar-chart';

const series = [
  { key: 'sold', name: 'Sold', color: 'red' },
  { key: 'free', name: 'Free', color: 'gold' },
];
const rows = [
  { key: 'a', label: 'Choir night', values: { sold: 12, free: 8 } },
  { key: 'b', label: 'Piano day', values: { sold: 0, free: 30 } },
];

test('a tap on a bar (or its empty band) shows its figures above the chart, and leaving hides them', () => {
  const { container } = renderWithProviders(<BarChart layout="rows" rows={rows} series={series} format={String} />);
  const bands = container.querySelectorAll('svg rect[style*="transparent"]');
  expect(bands).toHaveLength(2);
  fireEvent.pointerDown(bands[1]);
  expect(screen.getByText('Piano day: Free 30')).toBeVisible();
  fireEvent.pointerLeave(container.querySelector('svg')!.parentElement!);
  expect(screen.queryByText(/Piano day:/)).toBeNull();
});

test('stacked bars: one part per value above zero, the legend in stacking order; the value axis reaches the largest total', () => {
  const { container } = renderWithProviders(<BarChart layout="rows" rows={rows} series={series} format={String} />);
  const parts = [...container.querySelectorAll('svg rect')].filter((r) => !r.getAttribute('style')?.includes('transparent'));
  // 12 sold + 8 free, then 30 free (no part for Piano day's 0 sold).
  expect(parts).toHaveLength(3);
  expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Sold', 'Free']);
  expect([...container.querySelectorAll('svg text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['0', '30', 'Choir night', 'Piano day']));
});

test('one series: no legend, and the figure alone in the readout', () => {
  const days = [
    { key: '1', label: '1 Nov', values: { value: 3 } },
    { key: '2', label: '2 Nov', values: { value: 5 } },
  ];
  const { container } = renderWithProviders(<BarChart layout="columns" rows={days} series={[{ key: 'value', name: 'Registrations', color: 'red' }]} format={(v) => `${v} booked`} />);
  expect(container.querySelector('ul')).toBeNull();
  fireEvent.pointerEnter(container.querySelectorAll('svg rect[style*="transparent"]')[0]);
  expect(screen.getByText('1 Nov: 3 booked')).toBeVisible();
});
