/** @vitest-environment happy-dom */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartLegend, ColumnChart, LineChart, RowChart, type ChartSeries } from './svg-charts';

const batches: ChartSeries[] = [
  { key: 'batch1', label: 'Batch 1', colour: '#0f766e' },
  { key: 'batch2', label: 'Batch 2', colour: '#2563eb' },
];
const rows = [
  { band: 'Below 2.0', batch1: 2, batch2: 0 },
  { band: '2.0–2.5', batch1: 5, batch2: 8 },
  { band: '2.5–3.0', batch1: 7, batch2: 3 },
];
const titles = (container: Element) => [...container.querySelectorAll('title')].map((title) => title.textContent);
const heights = (container: Element) => [...container.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));

describe('ColumnChart', () => {
  it('draws a column per batch and band, as tall as its count on a round scale, each telling its figure', () => {
    const { container } = render(<ColumnChart width={600} height={280} rows={rows} category="band" series={batches} />);
    expect(titles(container)).toEqual([
      'Batch 1, Below 2.0: 2',
      'Batch 2, Below 2.0: 0',
      'Batch 1, 2.0–2.5: 5',
      'Batch 2, 2.0–2.5: 8',
      'Batch 1, 2.5–3.0: 7',
      'Batch 2, 2.5–3.0: 3',
    ]);
    const [two, , five, eight] = heights(container);
    expect(five! / two!).toBeCloseTo(2.5);
    expect(eight! / two!).toBeCloseTo(4);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '2', '4', '6', '8', 'Below 2.0', '2.0–2.5', '2.5–3.0']),
    );
  });

  it('stacks the statuses of a type on each other, the scale reaching their total', () => {
    const { container } = render(<ColumnChart width={600} height={280} rows={rows} category="band" series={batches} stacked />);
    const [bottom, top] = [...container.querySelectorAll('rect')].slice(2, 4);
    expect(Number(bottom!.getAttribute('y'))).toBeCloseTo(Number(top!.getAttribute('y')) + Number(top!.getAttribute('height')));
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toContain('15');
  });

  it('writes as many band names as fit side by side on a phone', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ band: `Band number ${i}`, batch1: i, batch2: 1 }));
    const { container } = render(<ColumnChart width={320} height={280} rows={many} category="band" series={batches} />);
    const names = [...container.querySelectorAll('text')].map((text) => text.textContent).filter((text) => text?.startsWith('Band'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(12);
  });
});

it('RowChart draws a bar per university, its long name cut to fit', () => {
  const universities = [
    { university: 'University of Dar es Salaam', scholars: 40 },
    { university: 'Mzumbe University', scholars: 10 },
  ];
  const series = [{ key: 'scholars', label: 'Active scholars', colour: '#0f766e' }];
  const { container } = render(<RowChart width={600} height={120} rows={universities} category="university" series={series} />);
  expect(titles(container)).toEqual(['Active scholars, University of Dar es Salaam: 40', 'Active scholars, Mzumbe University: 10']);
  const [long, short] = [...container.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('width')));
  expect(long! / short!).toBeCloseTo(4);
  expect(container.textContent).toContain('Mzumbe University');
  expect(container.textContent).toContain('…');
  const lines = [...container.querySelectorAll('line')];
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.every((line) => line.getAttribute('x1') === line.getAttribute('x2'))).toBe(true);
  expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual(expect.arrayContaining(['0', '40']));
});

it('LineChart draws a line per series through the months, on a scale to 100%', () => {
  const months = [
    { month: 'Aug 2024', results: 10, nhif: 0 },
    { month: 'Sep 2024', results: 55.5, nhif: 20 },
  ];
  const series = [
    { key: 'results', label: 'Results uploaded', colour: '#0f766e' },
    { key: 'nhif', label: 'NHIF submitted', colour: '#b45309' },
  ];
  const { container } = render(<LineChart width={600} height={280} rows={months} category="month" series={series} max={100} unit="%" />);
  expect(container.querySelectorAll('polyline')).toHaveLength(2);
  expect(titles(container)).toEqual([
    'Results uploaded, Aug 2024: 10%',
    'Results uploaded, Sep 2024: 55.5%',
    'NHIF submitted, Aug 2024: 0%',
    'NHIF submitted, Sep 2024: 20%',
  ]);
  expect(container.textContent).toContain('100%');
});

it('ChartLegend names the series in the order they are drawn', () => {
  const { getAllByRole } = render(<ChartLegend series={batches} />);
  expect(getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Batch 1', 'Batch 2']);
});
