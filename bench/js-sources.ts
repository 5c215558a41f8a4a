/**
 * What a page's first-view JavaScript is made of, by source module: `SOURCEMAP=1 ASTRO_OUT_DIR=dist-sm npx
 * astro build`, serve it, then `tsx bench/js-sources.ts dist-sm <base URL> <path> [shopper|admin]`. Each
 * script the page loads (bench/first-view.ts) is split among its sources by the bytes of generated code
 * its source map gives each one (minified bytes, before compression).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { firstView, launch, type DEMO } from './first-view';

const [outDir = 'dist-sm', base = 'http://127.0.0.1:4321', path = '/', as] = process.argv.slice(2);
const browser = await launch();
const view = await firstView(browser, base, { name: path, path, as: as as keyof typeof DEMO | undefined });
await browser.close();

const bySource = new Map<string, number>();
for (const file of view.files) {
  const js = readFileSync(join(outDir, 'client', file), 'utf8');
  let map: SourceMapConsumer;
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, 'client', `${file}.map`), 'utf8')));
  } catch {
    bySource.set(file, (bySource.get(file) ?? 0) + js.length);
    continue;
  }
  const lines = js.split('\n');
  let last: { line: number; col: number; source: string } | undefined;
  const add = (source: string, bytes: number) => bySource.set(source, (bySource.get(source) ?? 0) + bytes);
  map.eachMapping((m) => {
    if (last && last.line === m.generatedLine) add(last.source, m.generatedColumn - last.col);
    else if (last) add(last.source, (lines[last.line - 1]?.length ?? 0) - last.col);
    last = { line: m.generatedLine, col: m.generatedColumn, source: (m.source ?? file).replace(/^.*node_modules\//, '~').replace(/^.*\/src\//, 'src/') };
  });
}
const rows = [...bySource].sort((a, b) => b[1] - a[1]);
const total = rows.reduce((n, [, b]) => n + b, 0);
process.stdout.write(`${path}: ${view.gzipKB} KB gzip, ${Math.round(total / 1024)} KB minified\n`);
for (const [source, bytes] of rows.slice(0, Number(process.env.TOP ?? 40)))
  process.stdout.write(`${String(Math.round(bytes / 102.4) / 10).padStart(7)} KB  ${source}\n`);
