// The overview's bar charts, drawn as plain SVG (issue 40: the chart code is the smallest that draws what
// the provider reads). Every chart here is bars: columns over days or weeks, or rows per event or source,
// some stacked. A chart library did this in ~100 KB compressed; this is a few. The picture is hidden from
// screen readers: its figure's caption and table say the same (chart-figure.tsx). A tap or a hover on a bar
// shows its figures above the chart, as a tooltip did.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { axisTicks, labelCentre, labelWidth, shownLabels } from './chart-scale';

/** Chakra's colour tokens as CSS variables: the charts follow light and dark mode with the rest of the page. */
export const chartColor = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
const MUTED = chartColor('fg.muted');
const GRID = chartColor('border');
const ACTIVE = chartColor('bg.muted');
const FONT = 12;

export type Series = { key: string; name: string; color: string };
export type BarRow = { key: string; label: string; values: Record<string, number> };

/** The box's size as laid out (the figure gives it its height); a first guess until the browser says. */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 320, height: 220 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

type Props = {
  rows: readonly BarRow[];
  series: readonly Series[];
  format: (value: number) => string;
  /** A fixed top for the value axis (100 for a percentage). */
  top?: number;
  /** Columns over the categories (days) or rows down them (events). */
  layout: 'columns' | 'rows';
};

/** Bars, one per row, each stacked from its series in their order. */
export function BarChart({ rows, series, format, top, layout }: Props) {
  const { ref, width, height } = useBoxSize();
  const [active, setActive] = useState<number | null>(null);
  const totals = rows.map((row) => series.reduce((sum, s) => sum + (row.values[s.key] ?? 0), 0));
  const ticks = axisTicks(Math.max(0, ...totals), { top, count: layout === 'columns' ? 4 : 3 });
  const last = ticks.at(-1)!;
  const legend = series.length > 1;

  // The plot's box inside the SVG: room for the value axis's labels and the categories' labels.
  const plot =
    layout === 'columns'
      ? { left: 52, top: 8, right: width - 4, bottom: height - 22 }
      : { left: 108, top: 4, right: width - 12, bottom: height - 22 };
  const along = layout === 'columns' ? plot.right - plot.left : plot.bottom - plot.top;
  const across = layout === 'columns' ? plot.bottom - plot.top : plot.right - plot.left;
  const band = along / Math.max(rows.length, 1);
  const thickness = Math.max(1, Math.min(band * 0.75, layout === 'columns' ? 48 : 28));
  const scale = (value: number) => (value / last) * across;
  const labels = layout === 'columns' ? shownLabels(rows.map((r) => r.label), band, along) : null;
  const widest = Math.max(0, ...rows.map((r) => labelWidth(r.label)));

  const bars: ReactNode[] = [];
  rows.forEach((row, i) => {
    const start = (layout === 'columns' ? plot.left : plot.top) + i * band + (band - thickness) / 2;
    const show = () => setActive(i);
    // Behind the bars: the whole band answers a tap, also where a bar is short or zero.
    bars.push(
      layout === 'columns' ? (
        <rect key={`${row.key}-band`} x={start - (band - thickness) / 2} y={plot.top} width={band} height={across} style={{ fill: i === active ? ACTIVE : 'transparent' }} onPointerEnter={show} onPointerDown={show} />
      ) : (
        <rect key={`${row.key}-band`} x={plot.left} y={start - (band - thickness) / 2} width={across} height={band} style={{ fill: i === active ? ACTIVE : 'transparent' }} onPointerEnter={show} onPointerDown={show} />
      ),
    );
    let sum = 0;
    for (const s of series) {
      const value = row.values[s.key] ?? 0;
      if (value <= 0) continue;
      const from = scale(sum);
      const size = scale(value);
      sum += value;
      const style = { fill: s.color, pointerEvents: 'none' as const };
      bars.push(
        layout === 'columns' ? (
          <rect key={`${row.key}-${s.key}`} x={start} y={plot.bottom - from - size} width={thickness} height={size} style={style} />
        ) : (
          <rect key={`${row.key}-${s.key}`} x={plot.left + from} y={start} width={size} height={thickness} style={style} />
        ),
      );
    }
  });

  const readout =
    active === null || !rows[active]
      ? null
      : `${rows[active].label}: ${
          legend
            ? // The parts it has; a bar of nothing says so once.
              series.filter((s) => (rows[active].values[s.key] ?? 0) > 0).map((s) => `${s.name} ${format(rows[active].values[s.key])}`).join(', ') || format(0)
            : format(rows[active].values[series[0].key] ?? 0)
        }`;

  return (
    <Flex direction="column" h="100%" w="100%" minW="0">
      <Box ref={ref} position="relative" flex="1" minH="0" w="100%" onPointerLeave={() => setActive(null)}>
        {readout && (
          <Text position="absolute" top="0" insetEnd="0" maxW="80%" px="2" py="0.5" fontSize="xs" bg="bg.panel" borderWidth="1px" rounded="sm" pointerEvents="none" zIndex="1">
            {readout}
          </Text>
        )}
        <svg width={width} height={height} style={{ display: 'block', overflow: 'visible', fontSize: FONT }}>
          {ticks.map((tick) => {
            const at = scale(tick);
            return layout === 'columns' ? (
              <g key={tick}>
                <line x1={plot.left} x2={plot.right} y1={plot.bottom - at} y2={plot.bottom - at} style={{ stroke: GRID }} />
                <text x={plot.left - 6} y={plot.bottom - at} dy="0.32em" textAnchor="end" style={{ fill: MUTED }}>
                  {format(tick)}
                </text>
              </g>
            ) : (
              <g key={tick}>
                <line x1={plot.left + at} x2={plot.left + at} y1={plot.top} y2={plot.bottom} style={{ stroke: GRID }} />
                <text x={plot.left + at} y={plot.bottom + 16} textAnchor={tick === last ? 'end' : 'middle'} style={{ fill: MUTED }}>
                  {format(tick)}
                </text>
              </g>
            );
          })}
          {bars}
          {rows.map((row, i) => {
            const middle = (layout === 'columns' ? plot.left : plot.top) + i * band + band / 2;
            if (labels && !labels.has(i)) return null;
            return layout === 'columns' ? (
              <text key={row.key} x={plot.left + labelCentre(i, band, along, widest)} y={plot.bottom + 16} textAnchor="middle" style={{ fill: MUTED }}>
                {row.label}
              </text>
            ) : (
              <text key={row.key} x={plot.left - 6} y={middle} dy="0.32em" textAnchor="end" style={{ fill: MUTED }}>
                {row.label}
              </text>
            );
          })}
        </svg>
      </Box>
      {legend && (
        <Flex as="ul" listStyleType="none" gap="3" wrap="wrap" justify="center" mt="1" fontSize="xs" color="fg.muted">
          {series.map((s) => (
            <Flex as="li" key={s.key} align="center" gap="1">
              <Box w="2.5" h="2.5" rounded="xs" style={{ background: s.color }} />
              {s.name}
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
