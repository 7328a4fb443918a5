import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { MonthSpending } from '../operation-view.ts';

/** The plot's height in CSS pixels; the summary reserves it while this chunk loads. */
export const CHART_HEIGHT = 160;

const BAR = '#1a77cc';
/** Axis and value text: the site's muted gray, 4.5:1 on white. */
const INK = '#5c636a';
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** Short month names in the interface language, with the year where the months span more than one. */
export function monthLabels(months: readonly string[], language: TLanguage): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const years = new Set(months.map((month) => month.slice(0, 4)));
  return months.map((month) => {
    const name = format.format(new Date(`${month}-15T00:00:00Z`));
    return years.size > 1 ? `${name} ${month.slice(2, 4)}` : name;
  });
}

/** Whole roubles, grouped, for the axis and the bars' labels (the exact sums are in the text beside). */
const roubles = (value: number, language: TLanguage) =>
  `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU', { maximumFractionDigits: 0 }).format(value)} ₽`;

/**
 * Spending per month as bars (uPlot on a canvas, in a chunk of its own). The canvas is a picture
 * only (aria-hidden): the summary beside it says the same in words for screen readers.
 */
export function SpendingChart({ months, language }: { months: readonly MonthSpending[]; language: TLanguage }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target || months.length === 0) return;
    const labels = monthLabels(
      months.map((m) => m.month),
      language,
    );
    const values = months.map((m) => m.kopecks / 100);
    const max = Math.max(...values, 1);
    // A month whose refunds exceed its payments (a pass paid in one month, partly returned in the next) goes below zero.
    const min = Math.min(...values, 0);
    const options: uPlot.Options = {
      width: Math.max(target.clientWidth, 200),
      height: CHART_HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, months.length - 0.5] }, y: { range: [min * 1.2, max * 1.2] } },
      axes: [
        {
          stroke: INK,
          font: FONT,
          grid: { show: false },
          ticks: { show: false },
          splits: () => months.map((_, index) => index),
          values: (_, splits) => splits.map((index) => labels[index] ?? ''),
        },
        {
          stroke: INK,
          font: FONT,
          size: 72,
          ticks: { show: false },
          grid: { stroke: '#e9ecef', width: 1 },
          values: (_, splits) => splits.map((value) => roubles(value, language)),
        },
      ],
      series: [{}, { fill: BAR, stroke: BAR, fillTo: 0, points: { show: false }, paths: uPlot.paths.bars?.({ size: [0.6, 64], radius: 0.1 }) }],
      hooks: {
        // Each bar's sum above it, so the chart reads without hovering.
        draw: [
          (plot) => {
            const { ctx } = plot;
            ctx.save();
            ctx.fillStyle = INK;
            ctx.font = `${Math.round(12 * devicePixelRatio)}px ${FONT.split(' ').slice(1).join(' ')}`;
            ctx.textAlign = 'center';
            values.forEach((value, index) => {
              const x = plot.valToPos(index, 'x', true);
              const y = plot.valToPos(value, 'y', true);
              // Beyond the bar's end: above it, or below one that goes under zero.
              ctx.textBaseline = value < 0 ? 'top' : 'bottom';
              ctx.fillText(roubles(value, language), x, y + (value < 0 ? 4 : -4) * devicePixelRatio);
            });
            ctx.restore();
          },
        ],
      },
    };
    const plot = new uPlot(options, [months.map((_, index) => index), values], target);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(target.clientWidth, 200), height: CHART_HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [months, language]);

  return <div ref={box} className="ops-chart" aria-hidden="true" />;
}
