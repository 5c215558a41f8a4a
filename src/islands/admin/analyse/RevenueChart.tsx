/**
 * Revenue by day as an apexcharts area. Imported only through React.lazy (like PieChart), so the
 * chart library loads only in the Analyse section.
 */
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { Analyse } from '../../../client/api';
import { compactRs, formatRs } from '../../../lib/money';

/** Ticks on each axis: readable at 1280 px, the console's narrowest desktop. */
const X_TICKS = 8;
const Y_TICKS = 4;

export default function RevenueChart({
  days,
  title,
  revenueLabel,
  ordersLabel,
}: {
  days: Analyse['revenueByDay'];
  title: string;
  revenueLabel: string;
  ordersLabel: string;
}) {
  const options: ApexOptions = {
    chart: { type: 'area', toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit', animations: { enabled: false } },
    title: { text: title, align: 'left', style: { fontSize: '16px', fontWeight: 600 } },
    colors: ['#1d4ed8', '#15803d'],
    dataLabels: { enabled: false },
    stroke: { curve: 'straight', width: 2 },
    // Days as '12 Nov', as many as fit without touching; the axis of amounts in short rupees (Rs 8.5k),
    // a few ticks each: full figures ('Rs. 1,49,999.00') ran into one another at 1280 px.
    xaxis: {
      type: 'datetime',
      categories: days.map((d) => d.day),
      tickAmount: X_TICKS,
      labels: { datetimeUTC: true, rotate: 0, hideOverlappingLabels: true, format: 'dd MMM', style: { fontSize: '12px' } },
    },
    yaxis: [
      {
        seriesName: revenueLabel,
        tickAmount: Y_TICKS,
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (v: number) => compactRs(v), style: { fontSize: '12px' } },
      },
      {
        seriesName: ordersLabel,
        opposite: true,
        tickAmount: Y_TICKS,
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (v: number) => String(Math.round(v)), style: { fontSize: '12px' } },
      },
    ],
    tooltip: { x: { format: 'dd MMM yyyy' }, y: { formatter: (v: number, o?: { seriesIndex: number }) => (o?.seriesIndex === 0 ? formatRs(v) : String(v)) } },
    legend: { position: 'top', horizontalAlign: 'right' },
    responsive: [{ breakpoint: 640, options: { yaxis: [{ show: false }, { show: false }], legend: { position: 'bottom' } } }],
  };
  const series = [
    { name: revenueLabel, type: 'area', data: days.map((d) => d.revenue) },
    { name: ordersLabel, type: 'line', data: days.map((d) => d.orders) },
  ];
  return <Chart type="area" series={series} options={options} width="100%" height={320} />;
}
