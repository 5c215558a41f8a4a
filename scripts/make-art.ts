/**
 * Draws every picture the store shows into public/ (docs/product.md §10): the machines reach no image
 * host, so garments, banners, tiles, brand marks and badges are vector art made here. Deterministic:
 * the same catalogue gives byte-identical files, so a re-run leaves git clean.
 *   npx tsx scripts/make-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, type Emblem, type Look } from '../src/server/db/demo/catalogue';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const FONT = 'system-ui, sans-serif';
const SERIF = 'serif';

// ---------- colour and text helpers ----------

const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const hex = (v: number[]) =>
  `#${v
    .map((x) =>
      Math.round(Math.min(255, Math.max(0, x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: string, b: string, t: number) => {
  const A = rgb(a),
    B = rgb(b);
  return hex(A.map((x, i) => x + (B[i] - x) * t));
};
const dark = (c: string, t = 0.25) => mix(c, '#000000', t);
const light = (c: string, t = 0.25) => mix(c, '#ffffff', t);
const lum = (c: string) => {
  const [r, g, b] = rgb(c).map((x) => {
    x /= 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
/** The accent when it reads on the fabric, else near-black or near-white. */
const inkOn = (base: string, accent: string) => (contrast(base, accent) >= 1.9 ? accent : lum(base) > 0.4 ? '#1d1d1f' : '#fafafa');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Bold lettering squeezed to at most `maxW` wide whatever font the system substitutes. */
function text(
  s: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  o: { maxW?: number; weight?: number; family?: string; anchor?: string; spacing?: number; extra?: string } = {},
) {
  const approx = s.length * size * 0.6 + (o.spacing ?? 0) * s.length;
  const fit = o.maxW && approx > o.maxW ? ` textLength="${r1(o.maxW)}" lengthAdjust="spacingAndGlyphs"` : '';
  const ls = o.spacing ? ` letter-spacing="${o.spacing}"` : '';
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${o.family ?? FONT}" font-size="${r1(size)}" font-weight="${o.weight ?? 800}" fill="${fill}" text-anchor="${o.anchor ?? 'middle'}"${ls}${fit}${o.extra ?? ''}>${esc(s)}</text>`;
}

const DASH = ' stroke-dasharray="4 3"';
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** Mirrors left to right. Only for paths written as absolute "x y" pairs (M, L, Q, C): h, v and arcs would not flip. */
const mirror = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${400 - Number(x)} ${y}`);
const both = (d: string) => [d, mirror(d)];
type Pt = [number, number];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Rib knit: short lines across a band whose top edge is a→b and bottom edge d→c. */
function ribs(a: Pt, b: Pt, c: Pt, d: Pt, n: number) {
  let s = '';
  for (let i = 1; i < n; i++) {
    const t = i / n,
      p = lerp(a, b, t),
      q = lerp(d, c, t);
    s += `M${r1(p[0])} ${r1(p[1])} L${r1(q[0])} ${r1(q[1])} `;
  }
  return s.trim();
}

// ---------- garments ----------

interface Ink {
  base: string;
  accent: string;
  outline: string;
  seam: string;
  trim: string;
  inside: string;
}
interface Part {
  d: string;
  fill: string;
  print?: boolean;
}
interface Shape {
  under?: string;
  parts: Part[];
  over: string;
  /** Where a chest graphic goes: centre x, centre y, width. */
  chest?: [number, number, number];
  /** Where a colour block starts. */
  block?: number;
  /** Re-centres a garment drawn off the middle of the box. */
  frame?: string;
}

function inkFor(l: Look): Ink {
  const darkFabric = lum(l.color) < 0.12;
  return {
    base: l.color,
    accent: l.accent,
    outline: darkFabric ? dark(l.color, 0.55) : mix(l.color, '#1d1d1f', 0.5),
    seam: darkFabric ? light(l.color, 0.22) : dark(l.color, 0.28),
    trim: darkFabric ? light(l.color, 0.06) : dark(l.color, 0.07),
    inside: dark(l.color, 0.38),
  };
}

function tee(l: Look, k: Ink): Shape {
  const hem = l.crop ? 330 : 424;
  const sleeve = 'M282 106 L344 170 L310 210 L276 184 Z';
  const ringer = l.print === 'ringer';
  const cuff = 'M344 170 L310 210 L302 201 L336 162 Z';
  return {
    parts: [
      ...both(sleeve).map((d) => ({ d, fill: k.base, print: true })),
      { d: `M162 92 Q200 128 238 92 L284 110 L278 186 L282 ${hem} Q200 ${hem + 6} 118 ${hem} L122 186 L116 110 Z`, fill: k.base, print: true },
    ],
    over:
      path('M162 92 Q200 106 238 92 Q200 128 162 92 Z', k.inside) +
      path('M162 92 Q200 128 238 92 L246 95 Q200 142 154 95 Z', ringer ? k.accent : k.trim, ` stroke="${k.outline}" stroke-width="1.5"`) +
      (ringer ? both(cuff).map((d) => path(d, k.accent)) : both('M336 162 L302 201').map((d) => line(d, k.seam, 1.5, DASH))).join('') +
      line(`M122 ${hem - 12} Q200 ${hem - 6} 278 ${hem - 12}`, k.seam, 1.5, DASH),
    chest: [200, l.crop ? 196 : 206, 124],
    block: l.crop ? 270 : 280,
  };
}

function tank(_l: Look, k: Ink): Shape {
  const neck = 'M170 92 Q200 154 230 92';
  const arm = 'M250 92 Q252 156 282 190';
  return {
    parts: [{ d: 'M150 92 L170 92 Q200 154 230 92 L250 92 Q252 156 282 190 L286 424 Q200 432 114 424 L118 190 Q148 156 150 92 Z', fill: k.base, print: true }],
    over:
      path('M170 92 Q200 112 230 92 Q200 154 170 92 Z', k.inside) +
      line(neck, k.accent, 5) +
      both(arm)
        .map((d) => line(d, k.accent, 5))
        .join('') +
      line('M116 412 Q200 420 284 412', k.seam, 1.5, DASH),
    chest: [200, 236, 110],
    block: 300,
  };
}

/** Long-sleeved tops share one cut; the neck, front and trims make the sweatshirt, hoodie or jacket. */
function longTop(l: Look, k: Ink, neck: 'crew' | 'hood' | 'stand', o: { sleeve?: string; rib?: string } = {}): { parts: Part[]; ribs: string; hem: number } {
  const sleeveFill = o.sleeve ?? k.base,
    rib = o.rib ?? k.trim;
  const hem = l.crop ? 330 : 402;
  const neckline = neck === 'hood' ? 'M156 96 Q200 150 244 96' : neck === 'stand' ? 'M160 92 Q200 112 240 92' : 'M160 92 Q200 124 240 92';
  const sleeve = 'M280 106 Q318 122 330 214 L344 372 L306 380 L290 236 L278 196 Z';
  const cuff = 'M306 380 L344 372 L346 398 L309 405 Z';
  const torso = `${neckline} L284 110 L280 200 L284 ${hem} L116 ${hem} L120 200 L116 110 Z`;
  const band = `M116 ${hem} L284 ${hem} L282 ${hem + 30} L118 ${hem + 30} Z`;
  return {
    parts: [
      ...both(sleeve).map((d) => ({ d, fill: sleeveFill, print: sleeveFill === k.base })),
      ...both(cuff).map((d) => ({ d, fill: rib })),
      { d: torso, fill: k.base, print: true },
      { d: band, fill: rib },
    ],
    ribs:
      ribs([116, hem], [284, hem], [282, hem + 30], [118, hem + 30], 26) +
      ' ' +
      ribs([306, 380], [344, 372], [346, 398], [309, 405], 6) +
      ' ' +
      mirror(ribs([306, 380], [344, 372], [346, 398], [309, 405], 6)),
    hem,
  };
}

function sweatshirt(l: Look, k: Ink): Shape {
  const t = longTop(l, k, 'crew');
  return {
    parts: t.parts,
    over:
      path('M160 92 Q200 104 240 92 Q200 124 160 92 Z', k.inside) +
      path('M160 92 Q200 124 240 92 L248 96 Q200 138 152 96 Z', k.trim, ` stroke="${k.outline}" stroke-width="1.5"`) +
      line(t.ribs, k.seam, 1.2, ' opacity=".6"'),
    chest: [200, l.crop ? 200 : 214, 124],
    block: 270,
  };
}

function hoodie(l: Look, k: Ink): Shape {
  const t = longTop(l, k, 'hood');
  const pocketTop = l.crop ? 250 : 312,
    pocketBottom = t.hem - 4;
  return {
    under: path('M140 124 Q122 30 200 26 Q278 30 260 124 Z', k.trim, ` stroke="${k.outline}" stroke-width="2.5"`),
    parts: t.parts,
    over:
      path('M156 96 Q156 48 200 44 Q244 48 244 96 Q200 150 156 96 Z', k.inside) +
      line('M156 96 Q156 48 200 44 Q244 48 244 96', k.outline, 2) +
      line('M188 132 Q184 170 182 206', light(k.accent, 0.1), 4) +
      line('M212 132 Q216 170 218 206', light(k.accent, 0.1), 4) +
      `<circle cx="182" cy="208" r="4" fill="${k.outline}"/><circle cx="218" cy="208" r="4" fill="${k.outline}"/>` +
      path(
        `M146 ${pocketTop} Q200 ${pocketTop - 6} 254 ${pocketTop} L270 ${pocketBottom} L130 ${pocketBottom} Z`,
        'none',
        ` stroke="${k.seam}" stroke-width="2"`,
      ) +
      line(t.ribs, k.seam, 1.2, ' opacity=".6"'),
    chest: [200, l.crop ? 212 : 244, 110],
    block: 290,
  };
}

function jacket(l: Look, k: Ink, varsity = false): Shape {
  // A letterman has contrast sleeves and body-coloured rib knit.
  const rib = varsity ? k.base : k.trim;
  const t = longTop(l, k, 'stand', varsity ? { sleeve: l.accent, rib } : {});
  const tipping = varsity || !l.crop ? line(`M118 ${t.hem + 10} L282 ${t.hem + 10} M118 ${t.hem + 18} L282 ${t.hem + 18}`, k.accent, 3) : '';
  const front = varsity
    ? [140, 188, 236, 284, 332].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${k.accent}" stroke="${k.outline}"/>`).join('') +
      text(l.text ?? 'A', 150, 222, 64, k.accent, { family: SERIF, weight: 900, extra: ` stroke="${k.outline}" stroke-width="2"` })
    : line(`M200 112 L200 ${t.hem + 28}`, k.outline, 2.5) +
      path('M195 118 h10 v20 h-10 Z', k.accent, ` stroke="${k.outline}"`) +
      both(`M134 ${t.hem - 96} L166 ${t.hem - 106} L168 ${t.hem - 100} L136 ${t.hem - 90} Z`)
        .map((d) => path(d, k.inside))
        .join('');
  return {
    parts: t.parts,
    over:
      path('M160 92 Q200 112 240 92 L246 106 Q200 130 154 106 Z', rib, ` stroke="${k.outline}" stroke-width="1.5"`) +
      tipping +
      line(t.ribs, varsity ? dark(k.base, 0.3) : k.seam, 1.2, ' opacity=".6"') +
      front,
    block: 276,
  };
}

function coat(_l: Look, k: Ink): Shape {
  const sleeve = 'M282 108 Q316 124 326 220 L340 418 L302 424 L288 240 L280 200 Z';
  const lapel = 'M158 92 L134 150 L150 158 L138 172 L200 252 Z';
  return {
    parts: [
      ...both(sleeve).map((d) => ({ d, fill: k.base, print: true })),
      { d: 'M158 92 Q200 104 242 92 L286 110 L282 200 L292 468 L108 468 L118 200 L114 110 Z', fill: k.base, print: true },
    ],
    over:
      path('M158 92 Q200 104 242 92 L200 252 Z', k.inside) +
      both(lapel)
        .map((d) => path(d, k.trim, ` stroke="${k.outline}" stroke-width="2" stroke-linejoin="round"`))
        .join('') +
      line('M200 252 L200 466', k.outline, 2) +
      path('M113 298 L287 298 L288 318 L112 318 Z', k.accent, ` stroke="${k.outline}" stroke-width="1.5"`) +
      path('M188 292 h24 v32 h-24 Z', 'none', ` stroke="${light(k.accent, 0.5)}" stroke-width="3"`) +
      [
        [182, 272],
        [218, 272],
        [182, 346],
        [218, 346],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${dark(k.accent, 0.2)}"/>`)
        .join('') +
      both('M126 378 L176 378 L176 392 L126 392 Z')
        .map((d) => path(d, k.trim, ` stroke="${k.seam}" stroke-width="1.5"`))
        .join('') +
      both('M302 408 L340 402')
        .map((d) => line(d, k.seam, 2))
        .join('') +
      line('M110 454 L290 454', k.seam, 1.5, DASH),
    block: 330,
  };
}

function puffer(_l: Look, k: Ink): Shape {
  const sleeve = 'M280 110 Q334 118 346 214 L360 376 L310 388 L292 240 L280 200 Z';
  const quilt = [150, 200, 250, 300, 350, 400].map((y) => `M106 ${y} Q200 ${y + 12} 294 ${y}`).join(' ');
  const sleeveQuilt = [
    [296, 200, 344, 196],
    [294, 250, 350, 246],
    [299, 300, 354, 292],
    [305, 350, 358, 342],
  ]
    .map(([a, b, c, d]) => `M${a} ${b} Q${(a + c) / 2} ${b + 8} ${c} ${d}`)
    .join(' ');
  return {
    parts: [
      ...both(sleeve).map((d) => ({ d, fill: k.base, print: true })),
      ...both('M310 388 L360 376 L362 394 L312 404 Z').map((d) => ({ d, fill: k.inside })),
      { d: 'M156 92 L244 92 L290 112 L292 200 L298 436 Q200 448 102 436 L108 200 L110 112 Z', fill: k.base, print: true },
      { d: 'M160 58 L240 58 L246 100 Q200 112 154 100 Z', fill: k.base },
    ],
    over:
      line(quilt, k.seam, 2) +
      line(`${sleeveQuilt} ${mirror(sleeveQuilt)}`, k.seam, 2) +
      line('M160 74 L240 74', k.seam, 1.5) +
      line('M200 64 L200 444', k.outline, 2.5) +
      path('M195 66 h10 v22 h-10 Z', k.accent, ` stroke="${k.outline}"`),
    block: 300,
  };
}

function sweatpants(l: Look, k: Ink): Shape {
  const stripe = 'M124 124 L138 124 L121 270 L131 420 L118 420 L108 270 Z';
  const cuff = 'M118 420 L184 420 L181 450 L122 450 Z';
  return {
    parts: [
      { d: 'M124 124 L276 124 L292 270 L282 420 L216 420 L202 206 L198 206 L184 420 L118 420 L108 270 Z', fill: k.base, print: true },
      ...(l.print === 'sidestripe' ? both(stripe).map((d) => ({ d, fill: k.accent })) : []),
      { d: 'M126 92 L274 92 L276 126 L124 126 Z', fill: k.trim },
      ...both(cuff).map((d) => ({ d, fill: k.trim })),
    ],
    over:
      line(
        ribs([126, 92], [274, 92], [276, 126], [124, 126], 30) +
          ' ' +
          ribs([118, 420], [184, 420], [181, 450], [122, 450], 9) +
          ' ' +
          mirror(ribs([118, 420], [184, 420], [181, 450], [122, 450], 9)),
        k.seam,
        1.2,
        ' opacity=".6"',
      ) +
      line('M194 112 Q188 150 184 176', light(k.accent, 0.1), 4) +
      line('M206 112 Q212 150 216 176', light(k.accent, 0.1), 4) +
      both('M130 138 Q152 150 152 196')
        .map((d) => line(d, k.seam, 2))
        .join('') +
      line('M200 126 L200 206', k.seam, 2),
    block: 300,
  };
}

function leggings(_l: Look, k: Ink): Shape {
  return {
    parts: [
      { d: 'M136 128 L264 128 L276 250 L258 458 L220 458 L203 214 L197 214 L180 458 L142 458 L124 250 Z', fill: k.base, print: true },
      { d: 'M138 84 L262 84 L264 130 L136 130 Z', fill: k.trim },
    ],
    over:
      line('M138 98 Q200 104 262 98', k.accent, 3) +
      both('M128 252 Q136 340 146 456')
        .map((d) => line(d, k.accent, 5, ' opacity=".85"'))
        .join('') +
      both('M200 130 Q200 180 200 212 M168 214 Q166 330 164 452')
        .map((d) => line(d, k.seam, 1.5))
        .join(''),
    block: 330,
  };
}

function shorts(l: Look, k: Ink): Shape {
  return {
    parts: [
      { d: 'M116 172 L284 172 L308 340 L214 352 L201 256 L199 256 L186 352 L92 340 Z', fill: k.base, print: true },
      ...(l.print === 'sidestripe' ? both('M116 172 L128 172 L106 342 L94 340 Z').map((d) => ({ d, fill: k.accent })) : []),
      { d: 'M118 140 L282 140 L284 174 L116 174 Z', fill: l.print ? k.trim : k.accent },
    ],
    over:
      line(ribs([118, 140], [282, 140], [284, 174], [116, 174], 30), l.print ? k.seam : dark(k.accent, 0.2), 1.2, ' opacity=".6"') +
      line('M194 160 Q190 190 186 214', light(k.accent, 0.1), 4) +
      line('M206 160 Q210 190 214 214', light(k.accent, 0.1), 4) +
      both('M96 326 L186 338')
        .map((d) => line(d, k.seam, 1.5, DASH))
        .join('') +
      both('M122 186 Q140 196 142 232')
        .map((d) => line(d, k.seam, 2))
        .join('') +
      line('M200 174 L200 256', k.seam, 2),
    chest: [200, 200, 60],
    block: 270,
  };
}

function sportsbra(l: Look, k: Ink): Shape {
  return {
    parts: [
      {
        d: 'M146 150 L170 150 Q180 226 200 236 Q220 226 230 150 L254 150 Q258 226 288 266 L288 342 L112 342 L112 266 Q142 226 146 150 Z',
        fill: k.base,
        print: true,
      },
      { d: 'M112 330 L288 330 L286 378 L114 378 Z', fill: k.accent },
    ],
    over:
      line('M116 318 Q158 298 200 322 Q242 298 284 318', k.seam, 2) +
      line('M170 150 Q180 226 200 236 Q220 226 230 150', k.seam, 2, ' opacity=".7"') +
      (l.text ? text(l.text, 200, 362, 20, inkOn(k.accent, k.base), { maxW: 120, spacing: 3 }) : ''),
    block: 300,
  };
}

function bodysuit(l: Look, k: Ink): Shape {
  const hips = 'L272 214 Q264 268 282 338 Q236 356 212 432 L188 432 Q164 356 118 338 Q136 268 128 214';
  const parts: Part[] = [];
  let neck: string, inside: string;
  if (l.sleeves === 'none') {
    neck = 'M152 92 L172 92 Q200 150 228 92 L248 92 Q250 160 274 204';
    inside = 'M172 92 Q200 110 228 92 Q200 150 172 92 Z';
    parts.push({ d: `${neck} ${hips.replace('L272 214 ', '')} Q150 160 152 92 Z`, fill: k.base, print: true });
  } else {
    const sleeve = l.sleeves === 'long' ? 'M276 104 Q306 118 314 200 L326 370 L296 376 L284 220 L276 196 Z' : 'M276 104 L322 150 L298 180 L276 170 Z';
    parts.push(...both(sleeve).map((d) => ({ d, fill: k.base, print: true })));
    neck = l.sleeves === 'long' ? 'M164 92 Q200 124 236 92' : 'M164 92 L168 132 L232 132 L236 92';
    inside = l.sleeves === 'long' ? 'M164 92 Q200 104 236 92 Q200 124 164 92 Z' : 'M164 92 Q200 104 236 92 L232 132 L168 132 Z';
    parts.push({ d: `${neck} L278 104 ${hips} L122 104 Z`, fill: k.base, print: true });
  }
  return {
    parts,
    over: path(inside, k.inside) + line('M118 338 Q164 356 188 432 M282 338 Q236 356 212 432', k.seam, 2, DASH) + line('M190 424 L210 424', k.accent, 4),
    chest: [200, 210, 80],
    block: 280,
  };
}

function sneaker(l: Look, k: Ink): Shape {
  const base = l.color,
    accent = l.accent;
  const sole = lum(base) > 0.75 ? mix(accent, '#ffffff', 0.82) : '#f7f5f0';
  const laceInk = lum(base) > 0.6 ? dark(accent, 0.1) : '#fafafa';
  const laces = [0.1, 0.3, 0.5, 0.7, 0.9]
    .map((t) => {
      const [x, y] = lerp([190, 222], [300, 264], t);
      return `M${r1(x - 10)} ${r1(y - 8)} L${r1(x + 8)} ${r1(y + 10)} M${r1(x - 10)} ${r1(y + 8)} L${r1(x + 10)} ${r1(y - 10)}`;
    })
    .join(' ');
  const tread = Array.from({ length: 16 }, (_, i) => `M${66 + i * 19} 348 L${62 + i * 19} 356`).join(' ');
  const edge = (w: number) => ` stroke="${k.outline}" stroke-width="${w}" stroke-linejoin="round"`;
  return {
    parts: [
      { d: 'M44 318 L46 240 Q48 214 70 212 Q104 228 142 222 L160 196 Q176 188 184 200 L190 214 Q260 240 320 262 Q366 280 368 318 Z', fill: base, print: true },
    ],
    over:
      path('M70 212 Q104 228 142 222 Q130 236 104 236 Q80 234 70 222 Z', k.inside) +
      path('M44 318 L46 290 Q200 282 340 290 Q360 300 366 318 Z', dark(base, 0.08), edge(1.5)) +
      path('M44 318 L46 240 Q48 218 62 214 Q82 268 90 318 Z', accent, edge(2)) +
      path('M300 262 Q366 280 368 318 L320 318 Q320 286 300 262 Z', light(base, 0.3), edge(1.5)) +
      path('M186 212 L302 256 L296 272 L180 230 Z', dark(base, 0.1), edge(1.5)) +
      line(laces, laceInk, 3.5) +
      line('M132 262 L146 272 L132 282 M150 262 L164 272 L150 282', accent, 5) +
      [0, 1, 2].map((i) => `<circle cx="${336 + i * 9}" cy="${298 - i * 3}" r="2" fill="${k.seam}"/>`).join('') +
      line('M50 298 Q200 290 338 298', k.seam, 1.5, DASH) +
      path('M52 204 L64 202 L66 230 L54 232 Z', accent, edge(1.5)) +
      path('M36 318 L356 318 Q376 320 376 336 Q374 352 354 354 L54 354 Q36 352 36 336 Z', sole, edge(2)) +
      path('M38 344 L374 342 Q370 356 350 358 L56 358 Q40 356 38 344 Z', dark(accent, 0.15), edge(2)) +
      line(tread, dark(accent, 0.4), 2) +
      line('M42 330 L370 330', k.seam, 1.5, DASH),
    frame: 'translate(200 250) scale(1.12) translate(-206 -276)',
  };
}

function cap(_l: Look, k: Ink): Shape {
  return {
    parts: [
      { d: 'M96 300 Q92 156 200 146 Q308 156 304 300 Z', fill: k.base, print: true },
      { d: 'M100 292 Q200 274 300 292 Q326 326 290 352 Q200 378 110 352 Q74 326 100 292 Z', fill: k.trim },
    ],
    over:
      line('M200 150 L200 284 M200 148 Q146 170 132 290 M200 148 Q254 170 268 290', k.seam, 2) +
      line('M106 308 Q200 290 294 308 M106 324 Q200 306 294 324 M112 340 Q200 322 288 340', k.seam, 1.5, DASH) +
      `<circle cx="200" cy="148" r="9" fill="${k.trim}" stroke="${k.outline}" stroke-width="2"/>` +
      `<circle cx="150" cy="196" r="3" fill="${k.inside}"/><circle cx="250" cy="196" r="3" fill="${k.inside}"/>`,
    chest: [200, 232, 96],
  };
}

function beanie(_l: Look, k: Ink): Shape {
  const domeRibs = [130, 150, 170, 190, 210, 230, 250, 270].map((x) => `M${x} 292 Q${x + (x - 200) * 0.05} 220 ${200 + (x - 200) * 0.3} 152`).join(' ');
  return {
    under:
      `<circle cx="200" cy="128" r="32" fill="${k.accent}" stroke="${dark(k.accent, 0.3)}" stroke-width="2"/>` +
      line('M182 112 L190 120 M206 106 L214 116 M186 140 L196 146 M212 134 L220 142', dark(k.accent, 0.2), 2),
    parts: [
      { d: 'M112 300 Q108 150 200 144 Q292 150 288 300 Z', fill: k.base, print: true },
      { d: 'M100 286 Q200 270 300 286 L304 368 Q200 384 96 368 Z', fill: k.trim },
    ],
    over:
      line(domeRibs, k.seam, 1.5, ' opacity=".7"') +
      line(
        Array.from({ length: 19 }, (_, i) => {
          const x = 110 + i * 10;
          return `M${x} ${286 - (i < 10 ? i : 18 - i) * 0.9} L${x} ${370 - (i < 10 ? i : 18 - i) * 0.6}`;
        }).join(' '),
        k.seam,
        1.5,
        ' opacity=".6"',
      ) +
      path('M184 314 h32 v24 h-32 Z', k.accent, ` stroke="${dark(k.accent, 0.3)}" stroke-width="1.5"`),
  };
}

function tote(_l: Look, k: Ink): Shape {
  return {
    under:
      line('M146 206 L150 150 Q154 104 206 104 Q252 106 254 150 L258 206', dark(k.base, 0.22), 14) +
      line('M136 206 L140 140 Q146 84 200 84 Q254 84 260 140 L264 206', k.base, 14) +
      line('M136 206 L140 140 Q146 84 200 84 Q254 84 260 140 L264 206', k.outline, 1.5, ' opacity=".5"'),
    parts: [
      { d: 'M112 196 L288 196 L298 440 L102 440 Z', fill: k.base, print: true },
      { d: 'M112 196 L288 196 L289 218 L111 218 Z', fill: k.trim },
    ],
    over:
      both('M128 200 L144 200 L144 230 L128 230 Z')
        .map((d) => path(d, 'none', ` stroke="${k.seam}" stroke-width="1.5"`))
        .join('') + line('M111 212 L289 212', k.seam, 1.5, DASH),
    chest: [200, 322, 150],
  };
}

function backpack(_l: Look, k: Ink): Shape {
  return {
    under: both('M138 150 Q112 250 124 400')
      .map((d) => line(d, dark(k.base, 0.3), 16))
      .join(''),
    parts: [
      { d: 'M120 156 Q120 104 200 104 Q280 104 280 156 L290 428 Q290 450 266 450 L134 450 Q110 450 110 428 Z', fill: k.base, print: true },
      { d: 'M140 296 L260 296 Q270 296 270 306 L272 420 Q272 432 260 432 L140 432 Q128 432 128 420 L130 306 Q130 296 140 296 Z', fill: k.trim },
    ],
    over:
      line('M184 106 Q184 76 200 76 Q216 76 216 106', k.outline, 8) +
      line('M126 170 Q200 128 274 170', k.outline, 2.5) +
      line('M136 316 L264 316', k.accent, 3) +
      path('M266 160 h8 v20 h-8 Z M250 312 h8 v20 h-8 Z', k.accent, ` stroke="${k.outline}"`) +
      path('M184 226 h32 v20 h-32 Z', k.accent) +
      line('M112 300 Q200 290 288 300', k.seam, 1.5, DASH),
  };
}

function socks(l: Look, k: Ink): Shape {
  const one = (base: string, o: Ink) =>
    path(
      'M160 70 L232 70 L232 296 Q234 326 264 336 L318 352 Q350 362 344 400 Q336 434 298 428 L196 410 Q158 402 158 360 Z',
      base,
      ` stroke="${o.outline}" stroke-width="2.5" stroke-linejoin="round"`,
    ) +
    path('M160 86 L232 86 L232 96 L160 96 Z M160 106 L232 106 L232 116 L160 116 Z', l.accent) +
    path('M158 352 Q160 400 196 410 L206 374 Q178 366 170 338 Z M318 352 Q350 362 344 400 Q336 434 298 428 Q312 392 318 352 Z', mix(base, l.accent, 0.35)) +
    line(ribs([160, 70], [232, 70], [232, 130], [160, 130], 12), o.seam, 1.2, ' opacity=".5"');
  const back = inkFor({ ...l, color: dark(l.color, 0.1) });
  return {
    under: `<g transform="translate(-50 24)">${one(dark(l.color, 0.1), back)}</g>`,
    parts: [],
    over: `<g transform="translate(24 -4)">${one(l.color, k)}</g>`,
  };
}

const SHAPES: Record<Look['kind'], (l: Look, k: Ink) => Shape> = {
  tee,
  tank,
  sweatshirt,
  hoodie,
  jacket: (l, k) => jacket(l, k),
  varsity: (l, k) => jacket(l, k, true),
  coat,
  puffer,
  sweatpants,
  leggings,
  shorts,
  sportsbra,
  bodysuit,
  sneaker,
  cap,
  beanie,
  tote,
  backpack,
  socks,
};

// ---------- prints and emblems ----------

function pattern(l: Look, id: string): string {
  const a = l.accent;
  const tile = (w: number, h: number, body: string) => `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  switch (l.print) {
    case 'stripes':
      return tile(28, 28, `<rect width="28" height="12" fill="${a}"/>`);
    case 'pinstripe':
      return tile(10, 10, `<rect width="3" height="10" fill="${a}" opacity=".45"/>`);
    case 'dots':
      return tile(36, 36, `<circle cx="9" cy="9" r="5.5" fill="${a}"/><circle cx="27" cy="27" r="5.5" fill="${a}"/>`);
    case 'checks':
      return tile(40, 40, `<rect width="20" height="40" fill="${a}" opacity=".5"/><rect width="40" height="20" fill="${a}" opacity=".5"/>`);
    case 'stars':
      return tile(
        64,
        64,
        `${sparkle(16, 16, 8, a)}${sparkle(46, 44, 5, a)}<circle cx="44" cy="14" r="2" fill="${a}"/><circle cx="14" cy="50" r="1.6" fill="${a}"/>`,
      );
    default:
      return '';
  }
}

const sparkle = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s} Z`, fill);

function star(x: number, y: number, r: number, fill: string, extra = '') {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5,
      rr = i % 2 ? r * 0.45 : r;
    return `${r1(x + rr * Math.cos(a))} ${r1(y + rr * Math.sin(a))}`;
  });
  return path(`M${pts.join(' L')} Z`, fill, extra);
}

/** A chest graphic about `s` wide centred on (x, y); `base` is the fabric behind it. */
function emblem(e: Emblem, x: number, y: number, s: number, col: string, base: string): string {
  const h = s / 2;
  const g = (body: string) => `<g transform="translate(${r1(x)} ${r1(y)})">${body}</g>`;
  switch (e) {
    case 'smile':
      return g(
        `<circle r="${h}" fill="${col}" stroke="${dark(col, 0.35)}" stroke-width="2"/><ellipse cx="${-h * 0.35}" cy="${-h * 0.2}" rx="${h * 0.1}" ry="${h * 0.18}" fill="#1d1d1f"/><ellipse cx="${h * 0.35}" cy="${-h * 0.2}" rx="${h * 0.1}" ry="${h * 0.18}" fill="#1d1d1f"/>${line(`M${-h * 0.55} ${h * 0.15} Q0 ${h * 0.8} ${h * 0.55} ${h * 0.15}`, '#1d1d1f', h * 0.1)}`,
      );
    case 'sunset': {
      const gaps = [0.12, 0.3, 0.5]
        .map((t, i) => `<rect x="${-h - 2}" y="${r1(-h * t - 3 - i)}" width="${s + 4}" height="${3 + i * 1.5}" fill="${base}"/>`)
        .join('');
      return g(
        `${path(`M${-h} 0 A${h} ${h} 0 0 1 ${h} 0 Z`, col)}${path(`M${-h * 0.6} 0 A${h * 0.6} ${h * 0.6} 0 0 1 ${h * 0.6} 0 Z`, mix(col, '#E9B949', 0.6))}${gaps}${line(`M${-h * 1.1} 4 L${h * 1.1} 4`, dark(col, 0.3), 3)}`,
      );
    }
    case 'star':
      return star(x, y, h, col, ` stroke="${dark(col, 0.3)}" stroke-width="2" stroke-linejoin="round"`);
    case 'flower': {
      const petals = Array.from(
        { length: 6 },
        (_, i) => `<ellipse cx="0" cy="${-h * 0.5}" rx="${h * 0.26}" ry="${h * 0.5}" fill="${col}" transform="rotate(${i * 60})"/>`,
      ).join('');
      return g(
        `${line(`M0 ${h * 0.3} Q${h * 0.2} ${h * 0.8} 0 ${h * 1.2}`, dark(col, 0.2), 3)}${petals}<circle r="${h * 0.22}" fill="#F5C542" stroke="${dark(col, 0.2)}" stroke-width="1.5"/>`,
      );
    }
    case 'bolt':
      return g(
        path(
          `M${h * 0.2} ${-h} L${-h * 0.55} ${h * 0.12} L${-h * 0.02} ${h * 0.12} L${-h * 0.25} ${h} L${h * 0.6} ${-h * 0.2} L${h * 0.05} ${-h * 0.2} Z`,
          col,
          ` stroke="${dark(col, 0.3)}" stroke-width="2" stroke-linejoin="round"`,
        ),
      );
    case 'planet':
      return g(
        `<circle r="${h * 0.55}" fill="${col}"/><ellipse rx="${h}" ry="${h * 0.26}" fill="none" stroke="${light(col, 0.4)}" stroke-width="${h * 0.1}" transform="rotate(-18)"/>${sparkle(-h * 0.9, -h * 0.7, h * 0.16, light(col, 0.5))}${sparkle(h * 0.85, h * 0.6, h * 0.12, light(col, 0.5))}`,
      );
    case 'wave':
      return g(
        `<circle cx="${h * 0.45}" cy="${-h * 0.45}" r="${h * 0.3}" fill="${mix(col, '#F5C542', 0.6)}"/>${[0, 1, 2].map((i) => line(`M${-h} ${h * (0.05 + i * 0.3)} q${h * 0.33} ${-h * 0.3} ${h * 0.66} 0 t${h * 0.66} 0 t${h * 0.66} 0`, i === 1 ? dark(col, 0.2) : col, h * 0.12)).join('')}`,
      );
    case 'butterfly':
      return g(
        `<ellipse cx="${-h * 0.45}" cy="${-h * 0.3}" rx="${h * 0.45}" ry="${h * 0.55}" fill="${col}" transform="rotate(-25 ${-h * 0.45} ${-h * 0.3})"/><ellipse cx="${h * 0.45}" cy="${-h * 0.3}" rx="${h * 0.45}" ry="${h * 0.55}" fill="${col}" transform="rotate(25 ${h * 0.45} ${-h * 0.3})"/><ellipse cx="${-h * 0.32}" cy="${h * 0.4}" rx="${h * 0.3}" ry="${h * 0.38}" fill="${light(col, 0.35)}"/><ellipse cx="${h * 0.32}" cy="${h * 0.4}" rx="${h * 0.3}" ry="${h * 0.38}" fill="${light(col, 0.35)}"/>${line(`M0 ${-h * 0.7} L0 ${h * 0.75} M0 ${-h * 0.7} L${-h * 0.25} ${-h} M0 ${-h * 0.7} L${h * 0.25} ${-h}`, '#1d1d1f', 3)}`,
      );
    case 'brush':
      return g(
        line(`M${-h} ${-h * 0.4} Q${-h * 0.2} ${-h * 1.1} ${h * 0.9} ${-h * 0.5}`, col, h * 0.2) +
          line(`M${-h * 0.9} ${h * 0.15} Q0 ${-h * 0.35} ${h} ${h * 0.1}`, mix(col, '#D9622B', 0.5), h * 0.18) +
          line(`M${-h * 0.7} ${h * 0.7} Q${h * 0.1} ${h * 0.2} ${h * 0.8} ${h * 0.7}`, mix(col, '#F5C542', 0.55), h * 0.16) +
          `<circle cx="${h * 0.85}" cy="${-h * 0.95}" r="${h * 0.1}" fill="${col}"/>`,
      );
    case 'film': {
      const holes = Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${r1(-h + 6 + (i * (s - 12)) / 6)}" y="${r1(-h * 0.5 + 4)}" width="${r1(s / 14)}" height="5" fill="${base}"/><rect x="${r1(-h + 6 + (i * (s - 12)) / 6)}" y="${r1(h * 0.5 - 9)}" width="${r1(s / 14)}" height="5" fill="${base}"/>`,
      ).join('');
      const frames = [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${r1(-h + 8 + (i * (s - 16)) / 3)}" y="${r1(-h * 0.5 + 13)}" width="${r1((s - 16) / 3 - 6)}" height="${r1(h - 26)}" fill="${mix(col, base, 0.55)}"/>`,
        )
        .join('');
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(-8)"><rect x="${-h}" y="${-h * 0.5}" width="${s}" height="${h}" fill="${col}"/>${holes}${frames}</g>`;
    }
  }
}

function chestGraphic(l: Look, c: [number, number, number]): string {
  const [x, y, w] = c;
  const col = inkOn(l.color, l.accent);
  // Emblems carry their own outline, so the accent may sit on a fabric of similar lightness.
  const art = contrast(l.color, l.accent) >= 1.25 ? l.accent : col;
  const word = l.text && l.kind !== 'sportsbra' && l.kind !== 'varsity' ? l.text : undefined;
  if (l.emblem && word)
    return emblem(l.emblem, x, y - w * 0.06, w * 0.56, art, l.color) + text(word, x, y + w * 0.46, Math.min(26, w * 0.2), col, { maxW: w, spacing: 1 });
  if (l.emblem) return emblem(l.emblem, x, y + 8, w * 0.72, art, l.color);
  if (word) {
    const size = word.length <= 3 ? w * 0.62 : Math.min(30, w * 0.24);
    return text(word, x, y + size * 0.35, size, col, { maxW: w, family: word.length <= 3 ? SERIF : FONT, weight: 900, spacing: word.length <= 3 ? 0 : 1 });
  }
  return '';
}

/** One garment drawn in a 400×500 box; `id` keeps its patterns apart from other garments on the same page. */
function garment(l: Look, id: string): string {
  const k = inkFor(l);
  const s = SHAPES[l.kind](l, k);
  const defs: string[] = [];
  const uses = s.parts.map((p, i) => {
    defs.push(`<path id="${id}${i}" d="${p.d}"/>`);
    return `#${id}${i}`;
  });
  const all = (attrs: string, only = (_: Part) => true) => s.parts.map((p, i) => (only(p) ? `<use href="${uses[i]}" ${attrs}/>` : '')).join('');
  let out = s.under ?? '';
  if (s.parts.length) out += `<g transform="translate(6 8)" opacity=".09">${all('fill="#000"')}</g>`;
  out += s.parts.map((p, i) => `<use href="${uses[i]}" fill="${p.fill}"/>`).join('');
  const pat = pattern(l, `${id}p`);
  if (pat) {
    defs.push(pat);
    out += all(`fill="url(#${id}p)"`, (p) => !!p.print);
  }
  const clip = () => {
    defs.push(`<clipPath id="${id}c">${all('', (p) => !!p.print)}</clipPath>`);
    return `clip-path="url(#${id}c)"`;
  };
  if (l.print === 'block' && s.block) out += `<rect x="0" y="${s.block}" width="400" height="${500 - s.block}" fill="${l.accent}" ${clip()}/>`;
  if (l.print === 'bands') {
    const y0 = (s.chest?.[1] ?? 214) - 20;
    out += `<g ${clip()}>${[l.accent, mix(l.accent, '#D9622B', 0.6), mix(l.accent, '#8C1C13', 0.5)].map((c, i) => `<rect x="0" y="${y0 + i * 26}" width="400" height="18" fill="${c}"/>`).join('')}</g>`;
  }
  if (s.chest) out += chestGraphic(l, s.chest);
  defs.push(
    `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".13"/></linearGradient>`,
  );
  out += all(`fill="url(#${id}s)"`);
  out += all(`fill="none" stroke="${k.outline}" stroke-width="2.5" stroke-linejoin="round"`);
  out += s.over;
  return `<defs>${defs.join('')}</defs>${s.frame ? `<g transform="${s.frame}">${out}</g>` : out}`;
}

// ---------- scenes ----------

const BACKDROPS = ['#F4EFE9', '#EEF2F7', '#F3EEF6', '#EDF5F0', '#FBF1E6', '#F6ECEC', '#EEF0E6', '#E9F1F5'];
const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

function doc(w: number, h: number, label: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>\n`;
}

/** The soft backdrop behind a garment: its own colour washed out, or a warm neutral for pale garments. */
function backdrop(l: Look, key: string) {
  const pale = lum(l.color) > 0.6;
  const bg = pale ? BACKDROPS[hash(key) % BACKDROPS.length] : mix(l.color, '#ffffff', 0.86);
  return { bg, glow: pale ? dark(bg, 0.04) : mix(l.color, '#ffffff', 0.94) };
}

function productSvg(l: Look, key: string, label: string) {
  const { bg, glow } = backdrop(l, key);
  return doc(400, 500, label, `<rect width="400" height="500" fill="${bg}"/><circle cx="200" cy="250" r="178" fill="${glow}"/>${garment(l, 'g')}`);
}

/** The second picture: a close-up of the chest, collar or toe. */
function detailSvg(l: Look, label: string) {
  const [cx, cy, zoom] = l.kind === 'sneaker' ? [270, 250, 1.45] : l.kind === 'varsity' ? [170, 200, 1.9] : [200, 190, 1.9];
  const bg = mix(l.color, '#ffffff', lum(l.color) > 0.6 ? 0.2 : 0.75);
  return doc(
    400,
    500,
    label,
    `<rect width="400" height="500" fill="${bg}"/><g transform="translate(200 250) scale(${zoom}) translate(${-cx} ${-cy})">${garment(l, 'd')}</g>`,
  );
}

/** Home page tiles: the garment standing in a rounded arch. */
function tileSvg(l: Look, bg: string, label: string) {
  return doc(
    400,
    500,
    label,
    `<rect width="400" height="500" fill="${bg}"/><path d="M40 500 L40 200 Q40 40 200 40 Q360 40 360 200 L360 500 Z" fill="${light(bg, 0.45)}"/><g transform="translate(30 50) scale(.85)">${garment(l, 't')}</g>`,
  );
}

const place = (l: Look, id: string, x: number, y: number, s: number, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s}) translate(-200 -250)">${garment(l, id)}</g>`;

function button(x: number, y: number, label: string, bg: string, fg: string) {
  const w = label.length * 11 + 56;
  return `<rect x="${x}" y="${y}" width="${w}" height="52" rx="26" fill="${bg}"/>${text(label, x + w / 2, y + 33, 18, fg, { weight: 700, spacing: 1 })}`;
}

function heroes(): [string, string][] {
  const copy = (eyebrow: string, title: string[], sub: string, cta: string, ink: string, accent: string, btnFg: string) =>
    text(eyebrow, 120, 170, 22, accent, { anchor: 'start', spacing: 6, weight: 700 }) +
    title.map((t, i) => text(t, 116, 262 + i * 96, 88, ink, { anchor: 'start', weight: 900, maxW: 680 })).join('') +
    text(sub, 120, 262 + title.length * 96 - 20, 24, ink, { anchor: 'start', weight: 500, maxW: 640, extra: ' opacity=".8"' }) +
    button(120, 262 + title.length * 96 + 16, cta, ink, btnFg);
  const hero1 =
    `<defs><linearGradient id="bg1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FDE8DC"/><stop offset="1" stop-color="#E6DDF7"/></linearGradient></defs>` +
    `<rect width="1600" height="640" fill="url(#bg1)"/><circle cx="1180" cy="330" r="290" fill="#fff" opacity=".55"/><circle cx="1460" cy="110" r="90" fill="#FF8FB1" opacity=".35"/>` +
    place({ kind: 'hoodie', color: '#F7B7A3', accent: '#FFFFFF' }, 'a', 1010, 330, 1.02, -6) +
    place({ kind: 'tee', color: '#2D6CDF', accent: '#F5F5F5', text: 'NEW IN' }, 'b', 1300, 300, 0.9, 5) +
    place({ kind: 'cap', color: '#1B1B1F', accent: '#F2C14E', text: 'FS' }, 'c', 1450, 470, 0.52, 8) +
    place({ kind: 'sneaker', color: '#F5F5F5', accent: '#FF5A36' }, 'd', 1180, 520, 0.62) +
    copy('FRESH THIS WEEK', ['New Season Drop'], 'Tees, hoodies and caps for the young and the restless.', 'SHOP NOW', '#1d1d1f', '#D9622B', '#ffffff');
  const rays = ['#D9622B', '#E9B949', '#7A4A2A', '#2F5D62'].map((c, i) => `<circle cx="1240" cy="700" r="${560 - i * 90}" fill="${c}"/>`).join('');
  const hero2 =
    `<rect width="1600" height="640" fill="#F3E6CF"/>${rays}<circle cx="1240" cy="700" r="200" fill="#F3E6CF"/>` +
    place({ kind: 'jacket', color: '#2F5D62', accent: '#E9B949', print: 'block' }, 'a', 1060, 320, 0.95, -5) +
    place({ kind: 'tee', color: '#F3E6CF', accent: '#D9622B', emblem: 'sunset', text: 'RETROGRADE' }, 'b', 1380, 330, 0.95, 6) +
    copy(
      'THE 70s, REWORKED',
      ['Retrograde', 'Collection'],
      'Boxy tees, track jackets and sunset stripes.',
      'EXPLORE THE DROP',
      '#3B2416',
      '#B5652B',
      '#F3E6CF',
    );
  const hero3 =
    `<rect width="1600" height="640" fill="#14182B"/><circle cx="1200" cy="320" r="300" fill="#1F2643"/><path d="M820 640 L1000 0 L1060 0 L880 640 Z" fill="#C6F432" opacity=".9"/>` +
    place({ kind: 'sneaker', color: '#F5F5F5', accent: '#FF5A36' }, 'a', 1090, 210, 0.95, -8) +
    place({ kind: 'sneaker', color: '#9EC5FF', accent: '#1D3557' }, 'b', 1330, 440, 0.95, -4) +
    `<circle cx="1440" cy="150" r="88" fill="#C6F432"/>` +
    text('UP TO', 1440, 130, 22, '#14182B', { weight: 800, spacing: 2 }) +
    text('40%', 1440, 176, 50, '#14182B', { weight: 900 }) +
    text('OFF', 1440, 204, 20, '#14182B', { weight: 800, spacing: 2 }) +
    copy(
      'RUN · COURT · SKATE',
      ['Sneaker Edit —', 'up to 40% off'],
      'Runners, court classics and chunky soles.',
      'SHOP SNEAKERS',
      '#ffffff',
      '#C6F432',
      '#14182B',
    );
  return [
    ['images/hero/hero-1.svg', doc(1600, 640, 'New Season Drop', hero1)],
    ['images/hero/hero-2.svg', doc(1600, 640, 'Retrograde Collection', hero2)],
    ['images/hero/hero-3.svg', doc(1600, 640, 'Sneaker Edit — up to 40% off', hero3)],
  ];
}

const bySlug = (slug: string) => {
  const p = CATALOGUE.find((x) => x.slug === slug);
  if (!p) throw new Error(`make-art: no catalogue product ${slug}`);
  return p;
};

/** Home page pictures of particular catalogue products, so the home page and the catalogue agree. */
const HOME_PICKS = {
  arrivals: [
    ...CATALOGUE.filter((p) => p.category === 'Retrograde').map((p) => p.slug),
    'northloom-boxy-heavyweight-tee',
    'urban-monk-essential-hoodie',
    'forge-and-fable-bomber-jacket',
    'mossline-cloud-fleece-joggers',
    'bluebeam-commuter-backpack',
    'kite-and-co-ribbed-beanie',
  ],
  artist: CATALOGUE.filter((p) => p.category.startsWith('Artist Collab')).map((p) => p.slug),
  sneaker: CATALOGUE.filter((p) => p.category === 'Sneakers').map((p) => p.slug),
};

const TILES: Record<'women' | 'men', [string, Look][]> = {
  women: [
    ['Tops', { kind: 'tank', color: '#F6EAD7', accent: '#C8553D' }],
    ['T-Shirts', { kind: 'tee', color: '#F2D0D9', accent: '#9B2D5C', crop: true, emblem: 'star' }],
    ['Shorts', { kind: 'shorts', color: '#FF7A59', accent: '#FFFFFF' }],
    ['Sports Bra', { kind: 'sportsbra', color: '#6C4AB6', accent: '#1F1F2E' }],
    ['Leggings', { kind: 'leggings', color: '#1F1F2E', accent: '#7A6FF0' }],
    ['Sweatshirts', { kind: 'sweatshirt', color: '#BFD8C9', accent: '#2F5D50', print: 'stripes' }],
    ['Bodysuits', { kind: 'bodysuit', color: '#B23A48', accent: '#F6E7E9', sleeves: 'long' }],
    ['Joggers', { kind: 'sweatpants', color: '#D8C7E8', accent: '#FFFFFF' }],
  ],
  men: [
    ['T-Shirts', { kind: 'tee', color: '#222222', accent: '#E2703A', emblem: 'bolt' }],
    ['Jackets', { kind: 'jacket', color: '#3D4A3D', accent: '#E2703A' }],
    ['Pants', { kind: 'sweatpants', color: '#2B3A55', accent: '#6FA8DC', print: 'sidestripe' }],
    ['Shorts', { kind: 'shorts', color: '#E9D8B4', accent: '#A0522D', print: 'checks' }],
    ['Sweatshirts', { kind: 'sweatshirt', color: '#8C9EAF', accent: '#2B3A55' }],
    ['Accessories', { kind: 'backpack', color: '#2B3A55', accent: '#F0B429' }],
    ['Hoodies', { kind: 'hoodie', color: '#4A5D3A', accent: '#E8E2D0' }],
    ['Caps', { kind: 'cap', color: '#F1E9DA', accent: '#1F4D2E', text: 'FS' }],
  ],
};
const TILE_BACKDROPS = ['#F6D6C8', '#D9E6F5', '#E6DDF5', '#D8EDE0', '#F7E6B8', '#F3D3DA', '#DDE3D0', '#CFE3EA'];

function trending(): [string, string][] {
  const t1 =
    `<rect width="800" height="600" fill="#F3E6CF"/>${['#D9622B', '#E9B949', '#7A4A2A'].map((c, i) => `<rect x="0" y="${380 + i * 40}" width="800" height="28" fill="${c}"/>`).join('')}` +
    place({ kind: 'sweatshirt', color: '#7A4A2A', accent: '#E9B949', print: 'bands' }, 'a', 250, 300, 0.82, -5) +
    place({ kind: 'tee', color: '#F3E6CF', accent: '#D9622B', emblem: 'sunset', text: 'RETROGRADE' }, 'b', 560, 310, 0.82, 5) +
    text('RETROGRADE', 400, 80, 64, '#3B2416', { weight: 900, spacing: 6, maxW: 620 });
  const t2 =
    `<rect width="800" height="600" fill="#EAF0E3"/><circle cx="150" cy="120" r="160" fill="#F4C7B8" opacity=".6"/><circle cx="700" cy="520" r="180" fill="#DCE8D2"/>` +
    emblem('brush', 640, 120, 160, '#1F3A5F', '#EAF0E3') +
    place({ kind: 'hoodie', color: '#DCE8D2', accent: '#C0392B', emblem: 'flower' }, 'a', 270, 340, 0.78, -4) +
    place({ kind: 'tee', color: '#FFFFFF', accent: '#1F3A5F', emblem: 'flower', text: 'INK BLOOM' }, 'b', 560, 360, 0.72, 5) +
    text('ARTIST COLLAB', 400, 62, 22, '#6B2E4A', { weight: 700, spacing: 6 }) +
    text('Mira Kapoor', 400, 116, 52, '#1F3A5F', { family: SERIF, weight: 700 });
  return [
    ['images/home/trending-1.svg', doc(800, 600, 'Trending now: Retrograde', t1)],
    ['images/home/trending-2.svg', doc(800, 600, 'Trending now: Artist Collab Mira Kapoor', t2)],
  ];
}

// ---------- lettering: brands, logo, badges ----------

const BRANDS: [string, (ink: string) => string][] = [
  [
    'NORTHLOOM',
    (c) =>
      `${path('M150 20 L162 44 L138 44 Z', c)}${text('NORTHLOOM', 150, 92, 34, c, { weight: 800, spacing: 5, maxW: 250 })}${line('M70 108 L230 108', c, 2)}`,
  ],
  [
    'KITE & CO',
    (c) =>
      `${path('M150 14 L170 38 L150 62 L130 38 Z', 'none', ` stroke="${c}" stroke-width="4"`)}${line('M150 62 Q140 74 152 84', c, 3)}${text('KITE & CO', 150, 120, 36, c, { family: SERIF, weight: 700, spacing: 3, maxW: 230 })}`,
  ],
  [
    'URBAN MONK',
    (c) =>
      `<circle cx="150" cy="42" r="24" fill="none" stroke="${c}" stroke-width="4"/><circle cx="150" cy="42" r="8" fill="${c}"/>${text('URBAN MONK', 150, 112, 32, c, { weight: 900, spacing: 2, maxW: 250 })}`,
  ],
  ['TIDEWELL', (c) => `${line('M104 46 q12 -14 24 0 t24 0 t24 0 t24 0', c, 5)}${text('tidewell', 150, 108, 48, c, { weight: 700, maxW: 230 })}`],
  [
    'FORGE & FABLE',
    (c) =>
      `${path('M118 40 L182 40 L174 52 L150 52 L150 66 L130 66 L130 52 L118 52 Z', c)}${text('FORGE & FABLE', 150, 106, 28, c, { family: SERIF, weight: 700, spacing: 3, maxW: 260 })}${line('M60 120 L240 120', c, 1.5)}`,
  ],
  [
    'VELVET YARD',
    (c) =>
      `${text('VY', 150, 62, 44, c, { family: SERIF, weight: 400, extra: ' font-style="italic"' })}${text('VELVET YARD', 150, 110, 26, c, { weight: 500, spacing: 8, maxW: 260 })}`,
  ],
  [
    'HATCH STREET',
    (c) =>
      `<rect x="40" y="38" width="220" height="74" fill="none" stroke="${c}" stroke-width="4"/>${text('HATCH', 150, 74, 30, c, { weight: 900, spacing: 6, maxW: 190 })}${text('STREET', 150, 102, 20, c, { weight: 600, spacing: 10, maxW: 180 })}`,
  ],
  [
    'MOSSLINE',
    (c) =>
      `${path('M150 18 Q176 40 150 70 Q124 40 150 18 Z', c)}${text('mossline', 150, 114, 44, c, { family: SERIF, weight: 400, extra: ' font-style="italic"', maxW: 220 })}`,
  ],
  [
    'OCHRE LANE',
    (c) =>
      `<circle cx="150" cy="40" r="22" fill="${c}"/><rect x="120" y="40" width="60" height="24" fill="#fff"/>${line('M118 58 L182 58', c, 3)}${text('OCHRE LANE', 150, 108, 32, c, { weight: 800, spacing: 3, maxW: 240 })}`,
  ],
  [
    'NIGHTJAR',
    (c) => `${path('M164 22 A24 24 0 1 0 164 66 A18 18 0 1 1 164 22 Z', c)}${text('NIGHTJAR', 150, 112, 36, c, { weight: 900, spacing: 4, maxW: 240 })}`,
  ],
  [
    'STRIDE LAB',
    (c) =>
      `${path('M112 60 L150 24 L150 44 L188 44 L150 80 L150 60 Z', c)}${text('STRIDE LAB', 150, 120, 34, c, { weight: 900, extra: ' font-style="italic"', maxW: 240 })}`,
  ],
  [
    'BLUEBEAM',
    (c) =>
      `<circle cx="150" cy="44" r="26" fill="none" stroke="${c}" stroke-width="4"/>${line('M124 44 L176 44 M150 18 L150 70', c, 4)}${text('bluebeam', 150, 114, 42, c, { weight: 800, maxW: 220 })}`,
  ],
];
const BRAND_INK = ['#1d1d1f', '#7B1E2B', '#2D3A2E', '#1F4D6B', '#3B2416', '#5B2A6B', '#1d1d1f', '#2F5D50', '#A0522D', '#1E2240', '#C2410C', '#1D4ED8'];

function logoSvg() {
  const mark = `<rect width="64" height="64" rx="14" fill="#1d1d1f"/>${text('FS', 32, 43, 30, '#ffffff', { weight: 900, maxW: 44 })}<circle cx="52" cy="14" r="5" fill="#FF5A36"/>`;
  return {
    logo: doc(
      320,
      64,
      'Fashion Store',
      `${mark}${text('FASHION', 80, 30, 24, '#1d1d1f', { anchor: 'start', weight: 900, spacing: 4, maxW: 160 })}${text('STORE', 80, 56, 18, '#FF5A36', { anchor: 'start', weight: 700, spacing: 9, maxW: 130 })}`,
    ),
    favicon: doc(64, 64, 'Fashion Store', mark),
  };
}

function badge(label: string, small: string, big: string, icon: string) {
  return doc(
    180,
    54,
    label,
    `<rect x=".5" y=".5" width="179" height="53" rx="9" fill="#111" stroke="#9a9a9a"/>${icon}` +
      text(small, 52, 21, 9.5, '#fff', { anchor: 'start', weight: 500, spacing: 0.5, maxW: 118 }) +
      text(big, 51, 41, 19, '#fff', { anchor: 'start', weight: 700, maxW: 120 }),
  );
}

function loginSide() {
  const rail = 230;
  // The hook goes over the garment: a hood would otherwise hide what it hangs from.
  const hang = (x: number, l: Look, id: string, s: number) =>
    place(l, id, x, rail + 22 + 155 * s, s) +
    line(`M${x} ${rail + 22} L${x} ${rail + 10} Q${x} ${rail - 4} ${x + 8} ${rail - 4} Q${x + 14} ${rail - 2} ${x + 12} ${rail + 6}`, '#6b5a4a', 3.5);
  return doc(
    600,
    800,
    'A rail of clothes in the fitting room',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F9E3D6"/><stop offset="1" stop-color="#E7DDF4"/></linearGradient></defs>` +
      `<rect width="600" height="800" fill="url(#bg)"/><rect y="620" width="600" height="180" fill="#EADBCB"/><circle cx="470" cy="120" r="70" fill="#fff" opacity=".5"/>` +
      text('FASHION STORE', 60, 110, 20, '#6b5a4a', { anchor: 'start', weight: 700, spacing: 6 }) +
      text('Fitting room', 60, 150, 34, '#3B2416', { anchor: 'start', family: SERIF, weight: 700 }) +
      line(`M70 ${rail} L530 ${rail} M86 ${rail} L86 612 M514 ${rail} L514 612 M64 612 L108 612 M492 612 L536 612`, '#6b5a4a', 8) +
      hang(170, { kind: 'hoodie', color: '#F7B7A3', accent: '#FFFFFF' }, 'a', 0.64) +
      hang(300, { kind: 'jacket', color: '#2F5D62', accent: '#E9B949', print: 'block' }, 'b', 0.64) +
      hang(430, { kind: 'tee', color: '#F3E6CF', accent: '#D9622B', emblem: 'sunset' }, 'c', 0.64) +
      place({ kind: 'sneaker', color: '#F5F5F5', accent: '#FF5A36' }, 'd', 200, 630, 0.5) +
      place({ kind: 'tote', color: '#E9DFC9', accent: '#2D2D2D', text: 'FS' }, 'e', 440, 590, 0.46) +
      text('Young and fresh', 300, 738, 40, '#3B2416', { weight: 900, maxW: 420 }) +
      text('Open doors to a world of fashion', 300, 772, 18, '#6b5a4a', { weight: 500, maxW: 420 }),
  );
}

const avatar = () =>
  doc(
    128,
    128,
    'Admin',
    `<rect width="128" height="128" rx="64" fill="#E6DDF5"/><clipPath id="av"><rect width="128" height="128" rx="64"/></clipPath><g clip-path="url(#av)">` +
      path('M20 128 Q24 92 64 88 Q104 92 108 128 Z', '#2F4858') +
      path('M52 86 L64 104 L76 86 Z', '#fff') +
      `<rect x="56" y="70" width="16" height="20" fill="#C98E6B"/><circle cx="64" cy="54" r="24" fill="#D9A07E"/>` +
      path('M38 56 Q36 26 64 26 Q94 26 90 58 Q84 40 64 40 Q46 40 38 56 Z', '#2A1E1A') +
      `</g>`,
  );

// ---------- write ----------

function main() {
  const files: [string, string][] = [];
  for (const p of CATALOGUE) {
    files.push([`images/products/${p.slug}.svg`, productSvg(p.look, p.slug, p.name)]);
    if (p.images.length > 1) files.push([`images/products/${p.slug}-2.svg`, detailSvg(p.look, `${p.name}, close-up`)]);
  }
  files.push(...heroes(), ...trending());
  for (const side of ['women', 'men'] as const) {
    TILES[side].forEach(([label, l], i) => {
      files.push([`images/home/${side}-${i + 1}.svg`, tileSvg(l, TILE_BACKDROPS[i], `Shop ${side}'s ${label}`)]);
    });
  }
  for (const [name, slugs] of Object.entries(HOME_PICKS)) {
    slugs.forEach((slug, i) => {
      const p = bySlug(slug);
      files.push([`images/home/${name}-${i + 1}.svg`, productSvg(p.look, `${slug}-home`, p.name)]);
    });
  }
  BRANDS.forEach(([name, draw], i) => {
    files.push([`images/brands/brand-${i + 1}.svg`, doc(300, 150, name, draw(BRAND_INK[i]))]);
  });
  const { logo, favicon } = logoSvg();
  files.push(['images/logo.svg', logo], ['favicon.svg', favicon]);
  files.push([
    'images/app-store.svg',
    badge(
      'Download on the App Store',
      'Download on the',
      'App Store',
      `<rect x="16" y="11" width="20" height="32" rx="4" fill="none" stroke="#fff" stroke-width="2.2"/>${line('M26 18 L26 31 M21 26 L26 31 L31 26', '#fff', 2.2)}`,
    ),
  ]);
  files.push([
    'images/google-play.svg',
    badge(
      'Get it on Google Play',
      'GET IT ON',
      'Google Play',
      path('M16 12 L16 42 L40 27 Z', 'none', ' stroke="#fff" stroke-width="2.4" stroke-linejoin="round"') +
        path('M16 12 L28 27 L16 42 Z', '#fff', ' opacity=".35"'),
    ),
  ]);
  files.push(['images/login-side.svg', loginSide()], ['images/avatar-admin.svg', avatar()]);

  for (const [rel, svg] of files) {
    if (/https?:\/\/(?!www\.w3\.org\/2000\/svg")/.test(svg)) throw new Error(`make-art: ${rel} links outside the file`);
    const out = join(PUBLIC, rel);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, svg);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const biggest = files.reduce((a, b) => (b[1].length > a[1].length ? b : a));
  console.info(`make-art: wrote ${files.length} files into public/ (largest ${biggest[0]}, ${kb(biggest[1].length)})`);
}

main();
