/**
 * Revenue by day as an apexcharts area. Imported only through React.lazy (like PieChart), so the
 * chart library loads only in the Analyse section.
 */
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { Analyse } from '../../../client/api';
import { formatRs } from '../../../lib/money';

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
    xaxis: { type: 'datetime', categories: days.map((d) => d.day), labels: { datetimeUTC: true } },
    yaxis: [
      { seriesName: revenueLabel, labels: { formatter: (v: number) => formatRs(Math.round(v)) } },
      { seriesName: ordersLabel, opposite: true, labels: { formatter: (v: number) => String(Math.round(v)) } },
    ],
    tooltip: { x: { format: 'dd MMM yyyy' } },
    legend: { position: 'top', horizontalAlign: 'right' },
    responsive: [{ breakpoint: 640, options: { yaxis: [{ show: false }, { show: false }], legend: { position: 'bottom' } } }],
  };
  const series = [
    { name: revenueLabel, type: 'area', data: days.map((d) => d.revenue) },
    { name: ordersLabel, type: 'line', data: days.map((d) => d.orders) },
  ];
  return <Chart type="area" series={series} options={options} width="100%" height={320} />;
}
