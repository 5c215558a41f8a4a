/** One top-10 list as apexcharts horizontal bars (lazy, like the other charts). Names are stored text: escaped once, only where apexcharts writes HTML (the tooltip). */
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { escapeHtml } from '../../../lib/html';

export interface TopBar {
  name: string;
  value: number;
}

export default function TopProductsChart({
  bars,
  title,
  color,
  format,
  axisFormat = format,
}: {
  bars: TopBar[];
  title: string;
  color: string;
  format: (n: number) => string;
  axisFormat?: (n: number) => string;
}) {
  const options: ApexOptions = {
    chart: { type: 'bar', toolbar: { show: false }, fontFamily: 'inherit', animations: { enabled: false } },
    title: { text: title, align: 'left', style: { fontSize: '16px', fontWeight: 600 } },
    colors: [color],
    plotOptions: { bar: { horizontal: true, barHeight: '70%' } },
    dataLabels: { enabled: true, formatter: (v: number) => format(v), style: { fontSize: '11px' } },
    xaxis: { categories: bars.map((b) => b.name), tickAmount: 4, labels: { hideOverlappingLabels: true, formatter: (v: string) => axisFormat(Number(v)) } },
    // Axis labels are SVG text (written as text, never as HTML): escaping them showed 'Kite &amp; Co'.
    yaxis: { labels: { maxWidth: 160, formatter: (v: number | string) => String(v) } },
    tooltip: { y: { title: { formatter: () => '' }, formatter: (v: number) => format(v) }, x: { formatter: (v: number | string) => escapeHtml(String(v)) } },
    // On a phone the value axis crowds; each bar carries its value, and the list under the chart says it all.
    responsive: [{ breakpoint: 640, options: { xaxis: { labels: { show: false } }, yaxis: { labels: { maxWidth: 110 } } } }],
  };
  return (
    <Chart type="bar" series={[{ name: title, data: bars.map((b) => b.value) }]} options={options} width="100%" height={Math.max(200, 60 + bars.length * 32)} />
  );
}
