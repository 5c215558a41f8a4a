/**
 * The apexcharts pie. This module is imported only through React.lazy in the Analyse section, so
 * the ~1 MB chart library loads only there (STACK.md), never with any other page or section.
 */
import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { escapeHtml } from '../../../lib/html';
import type { PieData } from './chartData';

/** apexcharts writes legend and tooltip labels as HTML; categories are stored text (hostile or not). */
const asText = (label: string) => escapeHtml(String(label));
const percent = (value: number) => `${Number(value).toFixed(1)}%`;

export default function PieChart({ data, title }: { data: PieData; title: string }) {
  const options: ApexOptions = {
    chart: { type: 'pie', redrawOnWindowResize: true, redrawOnParentResize: true, fontFamily: 'inherit', animations: { enabled: false } },
    labels: data.labels,
    colors: data.colors,
    title: { text: title, align: 'left', style: { fontSize: '16px', fontWeight: 600 } },
    legend: { position: 'bottom', formatter: asText },
    tooltip: { y: { title: { formatter: asText }, formatter: (value: number) => String(value) } },
    // With one bought category the empty slices' borders would draw a stray line across it.
    stroke: { width: data.series.filter((n) => n > 0).length > 1 ? 2 : 0 },
    dataLabels: { enabled: true, formatter: percent },
    // On a phone the figures table beside the chart is the legend; the chart's own would be cut off.
    responsive: [{ breakpoint: 640, options: { legend: { show: false } } }],
  };
  return <Chart type="pie" series={data.series} options={options} width="100%" height={420} />;
}
