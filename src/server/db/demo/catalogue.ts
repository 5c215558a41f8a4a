/**
 * The demo catalogue a fresh database is seeded with (docs/product.md §10).
 * Each product carries a `look`: what its picture shows. scripts/make-art.ts draws
 * /images/products/<slug>.svg from it, so a product and its picture cannot drift apart.
 */
import type { ColourFamily, Department } from '../../../lib/constants';
import { discountText } from '../../../lib/money';
import { detailsFor } from '../../catalogue-defaults';
import { COLOURS, COLOURWAYS, DEPARTMENT_OF } from './colours';

export type GarmentKind =
  | 'tee'
  | 'tank'
  | 'sweatshirt'
  | 'hoodie'
  | 'jacket'
  | 'varsity'
  | 'coat'
  | 'puffer'
  | 'sweatpants'
  | 'leggings'
  | 'shorts'
  | 'sportsbra'
  | 'bodysuit'
  | 'sneaker'
  | 'cap'
  | 'beanie'
  | 'tote'
  | 'backpack'
  | 'socks';
export type Print = 'stripes' | 'pinstripe' | 'dots' | 'checks' | 'stars' | 'block' | 'bands' | 'ringer' | 'sidestripe';
export type Emblem = 'smile' | 'sunset' | 'star' | 'flower' | 'bolt' | 'planet' | 'wave' | 'butterfly' | 'brush' | 'film';

export interface Look {
  kind: GarmentKind;
  /** Main fabric colour. */
  color: string;
  /** Print, trim and lettering colour. */
  accent: string;
  print?: Print;
  /** Chest lettering. */
  text?: string;
  emblem?: Emblem;
  crop?: boolean;
  sleeves?: 'long' | 'none';
}

export interface CatalogueProduct {
  slug: string;
  name: string;
  brand: string;
  images: string[];
  oprice: number;
  price: number;
  discount: string;
  category: string;
  subhead: string;
  description: string;
  materialCare: string;
  fit: string;
  look: Look;
  department: Department;
  colour: string;
  colourFamily: ColourFamily;
  /** The base product's slug for a style in more than one colour; null otherwise. */
  styleCode: string | null;
  /** Seeds its demo stock (stock.ts): the product's place in the range, so adding colourways changes no one else's stock. */
  stockSeed: number;
}

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One paragraph per kind of garment, so every product page reads like a real listing. */
const ABOUT: Record<GarmentKind, string> = {
  tee: 'A crew-neck tee with a ribbed collar that keeps its shape, pre-shrunk so it fits the same after every wash.',
  tank: 'A breezy tank with bound edges and a straight hem that works tucked in or worn loose.',
  sweatshirt: 'A crewneck sweatshirt in soft loopback cotton, with ribbed cuffs and hem and a dropped shoulder.',
  hoodie: 'A hooded sweatshirt in brushed fleece with a lined hood, flat drawcords and a kangaroo pocket.',
  jacket: 'A lightweight jacket with a full-length zip, ribbed trims and two welt pockets for everyday layering.',
  varsity: 'A letterman jacket with a wool-blend body, contrast sleeves, snap front and striped rib trims.',
  coat: 'A long coat with notched lapels, a self-tie belt and deep flap pockets, lined for the colder months.',
  puffer: 'A quilted puffer with recycled insulation, a stand collar and a water-repellent finish.',
  sweatpants: 'Sweatpants with an elastic drawcord waist, side pockets and cuffed ankles.',
  leggings: 'High-rise leggings in a four-way stretch fabric that is squat-proof and quick to dry.',
  shorts: 'Easy shorts with an elastic drawcord waist, side pockets and a mid-thigh length.',
  sportsbra: 'A medium-support sports bra with removable cups, wide straps and a soft elastic band.',
  bodysuit: 'A second-skin bodysuit in stretch rib jersey with a snap gusset, made for tucking into anything.',
  sneaker: 'A cushioned sneaker with a breathable upper, padded collar and a grippy rubber outsole.',
  cap: 'A six-panel cap with an embroidered front, curved brim and an adjustable strap at the back.',
  beanie: 'A rib-knit beanie with a deep turn-up cuff, warm without being itchy.',
  tote: 'A heavy canvas tote with long handles and an inside pocket, big enough for a laptop and lunch.',
  backpack: 'A water-resistant backpack with a padded laptop sleeve, a quick-access front pocket and comfy straps.',
  socks: 'Cushioned cotton-rich crew socks with a reinforced heel and toe and a ribbed cuff that stays up.',
};

/** views = 2 adds a close-up picture, /images/products/<slug>-2.svg. */
type Row = [name: string, brand: string, prices: [oprice: number, price: number], subhead: string, look: Look, views?: number];

/** A department's category names it ("Men's T-shirts"); a collection's pieces are unisex unless DEPARTMENT_OF says. */
const departmentOf = (category: string, name: string): Department =>
  category.startsWith("Women's") ? 'women' : category.startsWith("Men's") ? 'men' : (DEPARTMENT_OF[name] ?? 'unisex');

function product(category: string, [name, brand, [oprice, price], subhead, look, views = 1]: Row): CatalogueProduct {
  const slug = slugify(name);
  const images = [`/images/products/${slug}.svg`];
  if (views > 1) images.push(`/images/products/${slug}-2.svg`);
  const description = `${ABOUT[look.kind]} ${subhead.replace(' · ', ', ')}.`;
  const [colour, colourFamily] = COLOURS[name] ?? ['Multicolour', 'multi'];
  const styled = COLOURWAYS.some((c) => c.of === name);
  return {
    slug,
    name,
    brand,
    images,
    oprice,
    price,
    discount: discountText(oprice, price),
    category,
    subhead,
    description,
    ...detailsFor(category),
    look,
    department: departmentOf(category, name),
    colour,
    colourFamily,
    styleCode: styled ? slug : null,
    stockSeed: 0,
  };
}

const group = (category: string, rows: Row[]) => rows.map((r) => product(category, r));

/**
 * Listed oldest first: the list page shows the newest first, so the men's range (the page is titled
 * 'Welcome To Mens Page') comes last here and first there.
 */
const RANGE: CatalogueProduct[] = [
  ...group('Supernova', [
    [
      'Supernova Star Print Tee',
      'Nightjar',
      [1699, 1199],
      'Relaxed fit · 200 GSM cotton',
      { kind: 'tee', color: '#1E2240', accent: '#F5D76E', print: 'stars' },
    ],
    [
      'Supernova Galaxy Hoodie',
      'Nightjar',
      [3299, 2499],
      'Brushed fleece · 380 GSM',
      { kind: 'hoodie', color: '#2A1E4A', accent: '#9AD1FF', emblem: 'planet', text: 'SUPERNOVA' },
    ],
  ]),
  ...group('Field day', [
    [
      'Field Day Ringer Tee',
      'Hatch Street',
      [1299, 899],
      'Regular fit · contrast ringer trims',
      { kind: 'tee', color: '#F4F1E8', accent: '#2F6B3A', print: 'ringer', text: 'FIELD DAY' },
    ],
    [
      'Field Day Track Pants',
      'Hatch Street',
      [2499, 1749],
      'Tapered leg · side stripes',
      { kind: 'sweatpants', color: '#1F4D2E', accent: '#F4F1E8', print: 'sidestripe' },
    ],
  ]),
  ...group('Retrograde', [
    [
      'Retrograde Sunset Tee',
      'Ochre Lane',
      [1799, 1199],
      'Boxy fit · 240 GSM cotton',
      { kind: 'tee', color: '#F3E6CF', accent: '#D9622B', emblem: 'sunset', text: 'RETROGRADE' },
      2,
    ],
    [
      'Retrograde Band Sweatshirt',
      'Ochre Lane',
      [2799, 1899],
      'Loopback cotton · dropped shoulder',
      { kind: 'sweatshirt', color: '#7A4A2A', accent: '#E9B949', print: 'bands' },
    ],
    [
      'Retrograde Corduroy Jacket',
      'Ochre Lane',
      [4999, 3499],
      'Eight-wale cord · snap pockets',
      { kind: 'jacket', color: '#B5652B', accent: '#F3E6CF', print: 'pinstripe' },
    ],
    [
      'Retrograde Colour-Block Track Jacket',
      'Velvet Yard',
      [3999, 2799],
      'Tricot shell · full zip',
      { kind: 'jacket', color: '#2F5D62', accent: '#E9B949', print: 'block' },
    ],
    [
      'Retrograde Flared Joggers',
      'Ochre Lane',
      [2499, 1799],
      'Flared hem · side stripes',
      { kind: 'sweatpants', color: '#C9A227', accent: '#7A4A2A', print: 'sidestripe' },
    ],
    [
      'Retrograde Checked Shorts',
      'Velvet Yard',
      [1599, 1099],
      'Relaxed fit · 7 inch inseam',
      { kind: 'shorts', color: '#E9D8B4', accent: '#A0522D', print: 'checks' },
    ],
  ]),
  ...group('Varsity', [
    [
      'Varsity Letterman Jacket',
      'Forge & Fable',
      [6999, 4899],
      'Wool-blend body · faux-leather sleeves',
      { kind: 'varsity', color: '#1B2A4A', accent: '#F3EAD3', text: 'F' },
      2,
    ],
    [
      'Varsity Crest Sweatshirt',
      'Forge & Fable',
      [2999, 2099],
      'Loopback cotton · flocked crest',
      { kind: 'sweatshirt', color: '#7B1E2B', accent: '#F3EAD3', emblem: 'star', text: 'VARSITY' },
    ],
    ['Varsity Number Tee', 'Kite & Co', [1399, 999], 'Regular fit · 180 GSM cotton', { kind: 'tee', color: '#F3EAD3', accent: '#1B2A4A', text: '23' }],
  ]),
  ...group('Summer Tees', [
    [
      'Summer Wave Graphic Tee',
      'Tidewell',
      [1199, 799],
      'Relaxed fit · garment dyed',
      { kind: 'tee', color: '#BFE6EE', accent: '#FF7A59', emblem: 'wave', text: 'SALT & SUN' },
    ],
    [
      'Summer Breton Stripe Tee',
      'Tidewell',
      [1299, 949],
      'Regular fit · 160 GSM cotton',
      { kind: 'tee', color: '#FFFFFF', accent: '#2C4B8C', print: 'stripes' },
    ],
    ['Summer Polka Dot Tee', 'Tidewell', [999, 699], 'Relaxed fit · organic cotton', { kind: 'tee', color: '#F7E27A', accent: '#FFFFFF', print: 'dots' }],
  ]),
  ...group('Goof fest', [
    [
      'Goof Fest Smiley Tee',
      'Urban Monk',
      [1299, 899],
      'Oversized fit · puff print',
      { kind: 'tee', color: '#FF8FB1', accent: '#FFE14D', emblem: 'smile', text: 'GOOF FEST' },
    ],
    [
      'Goof Fest Checkerboard Shorts',
      'Urban Monk',
      [1499, 999],
      'Relaxed fit · 6 inch inseam',
      { kind: 'shorts', color: '#FFFFFF', accent: '#7C5CFF', print: 'checks' },
    ],
  ]),
  ...group('Y2K', [
    [
      'Y2K Butterfly Baby Tee',
      'Velvet Yard',
      [1199, 799],
      'Cropped slim fit · stretch jersey',
      { kind: 'tee', color: '#F6C6E0', accent: '#9B5DE5', emblem: 'butterfly', text: 'Y2K', crop: true },
    ],
    [
      'Y2K Low-Rise Track Pants',
      'Velvet Yard',
      [2299, 1599],
      'Low rise · side stripes',
      { kind: 'sweatpants', color: '#B8A6F0', accent: '#FFFFFF', print: 'sidestripe' },
    ],
  ]),
  ...group('Artist Collab: Mira Kapoor', [
    [
      'Mira Kapoor Ink Bloom Tee',
      'Mira Kapoor',
      [1999, 1499],
      'Relaxed fit · hand-drawn print',
      { kind: 'tee', color: '#FFFFFF', accent: '#1F3A5F', emblem: 'flower', text: 'INK BLOOM' },
      2,
    ],
    [
      'Mira Kapoor Garden Hoodie',
      'Mira Kapoor',
      [3999, 2999],
      'Brushed fleece · embroidered bloom',
      { kind: 'hoodie', color: '#DCE8D2', accent: '#C0392B', emblem: 'flower' },
    ],
    [
      'Mira Kapoor Brushstroke Tote',
      'Mira Kapoor',
      [1299, 1299],
      'Heavy canvas · screen printed',
      { kind: 'tote', color: '#F2E8D5', accent: '#1F3A5F', emblem: 'brush' },
    ],
    [
      'Mira Kapoor Petal Sweatshirt',
      'Mira Kapoor',
      [3299, 2499],
      'Loopback cotton · relaxed fit',
      { kind: 'sweatshirt', color: '#F4C7B8', accent: '#6B2E4A', emblem: 'brush', text: 'MIRA' },
    ],
  ]),
  ...group('Artist Collab: Dev Anand Studio', [
    [
      'Dev Anand Studio Film Reel Tee',
      'Dev Anand Studio',
      [1999, 1399],
      'Boxy fit · 240 GSM cotton',
      { kind: 'tee', color: '#141414', accent: '#F2C14E', emblem: 'film', text: 'STUDIO' },
    ],
    [
      'Dev Anand Studio Marquee Jacket',
      'Dev Anand Studio',
      [5999, 4499],
      'Cotton twill · quilted lining',
      { kind: 'jacket', color: '#3B2F2F', accent: '#F2C14E' },
    ],
    [
      'Dev Anand Studio Matinee Sweatshirt',
      'Dev Anand Studio',
      [3299, 2299],
      'Loopback cotton · vintage wash',
      { kind: 'sweatshirt', color: '#EFE3C8', accent: '#8C1C13', emblem: 'film', text: 'MATINEE' },
    ],
    [
      'Dev Anand Studio Poster Cap',
      'Dev Anand Studio',
      [1199, 899],
      'Cotton twill · strap back',
      { kind: 'cap', color: '#8C1C13', accent: '#F2C14E', text: 'DAS' },
    ],
  ]),
  ...group('Accessories', [
    [
      'Northloom Canvas Tote Bag',
      'Northloom',
      [999, 699],
      '12 oz canvas · inside pocket',
      { kind: 'tote', color: '#E9DFC9', accent: '#2D2D2D', text: 'NORTHLOOM' },
    ],
    ['Urban Monk Six-Panel Cap', 'Urban Monk', [1099, 799], 'Washed cotton · strap back', { kind: 'cap', color: '#2D3A2E', accent: '#E8E2D0', text: 'UM' }],
    ['Kite & Co Ribbed Beanie', 'Kite & Co', [899, 599], 'Merino blend · one size', { kind: 'beanie', color: '#E2703A', accent: '#FFF3E6' }],
    ['Stride Lab Crew Socks (3 Pack)', 'Stride Lab', [699, 699], 'Cushioned sole · cotton rich', { kind: 'socks', color: '#FFFFFF', accent: '#2D6CDF' }],
    ['Bluebeam Commuter Backpack', 'Bluebeam', [3499, 2499], '22 litres · padded laptop sleeve', { kind: 'backpack', color: '#2B3A55', accent: '#F0B429' }],
    ['Hatch Street Dad Cap', 'Hatch Street', [999, 699], 'Unstructured · brass buckle', { kind: 'cap', color: '#F1E9DA', accent: '#1F4D2E', text: 'HS' }],
  ]),
  ...group('Sneakers', [
    ['Stride Lab Aero Runner', 'Stride Lab', [5999, 3599], 'Engineered mesh · foam midsole', { kind: 'sneaker', color: '#F5F5F5', accent: '#FF5A36' }, 2],
    ['Stride Lab Court Classic', 'Stride Lab', [4499, 3149], 'Leather upper · cupsole', { kind: 'sneaker', color: '#FFFFFF', accent: '#1F7A4D' }],
    ['Bluebeam Cloud Jogger', 'Bluebeam', [4999, 3249], 'Knit upper · cloud foam', { kind: 'sneaker', color: '#9EC5FF', accent: '#1D3557' }],
    ['Kite & Co Canvas Low', 'Kite & Co', [2499, 1999], 'Cotton canvas · vulcanised sole', { kind: 'sneaker', color: '#F2E6D0', accent: '#B23A48' }],
    ['Urban Monk Chunky Trainer', 'Urban Monk', [6499, 4549], 'Layered suede · chunky sole', { kind: 'sneaker', color: '#E8E0F5', accent: '#6C4AB6' }],
    ['Northloom Suede Retro', 'Northloom', [5499, 4399], 'Suede upper · gum outsole', { kind: 'sneaker', color: '#C08552', accent: '#F3E9DC' }],
    ['Stride Lab Trail Pacer', 'Stride Lab', [6999, 4899], 'Ripstop upper · lugged outsole', { kind: 'sneaker', color: '#3D4A3D', accent: '#F2A541' }],
    ['Bluebeam Midnight Skate Shoe', 'Bluebeam', [3999, 2599], 'Suede toe cap · grippy sole', { kind: 'sneaker', color: '#1B1B1F', accent: '#F5F5F5' }],
  ]),
  ...group("Women's Sweatpants", [
    ['Mossline Cloud Fleece Joggers', 'Mossline', [2499, 1749], 'Tapered leg · brushed fleece', { kind: 'sweatpants', color: '#D8C7E8', accent: '#FFFFFF' }],
    ['Mossline High-Rise Leggings', 'Mossline', [1999, 1399], 'High rise · four-way stretch', { kind: 'leggings', color: '#1F1F2E', accent: '#7A6FF0' }],
    ['Velvet Yard Wide-Leg Sweatpants', 'Velvet Yard', [2699, 1999], 'Wide leg · French terry', { kind: 'sweatpants', color: '#E8D9C5', accent: '#A86B4C' }],
  ]),
  ...group("Women's Hoodies & Sweatshirts", [
    ['Mossline Cropped Hoodie', 'Mossline', [2799, 1999], 'Cropped fit · brushed fleece', { kind: 'hoodie', color: '#F7B7A3', accent: '#FFFFFF', crop: true }],
    [
      'Velvet Yard Oversized Sweatshirt',
      'Velvet Yard',
      [2599, 1799],
      'Oversized fit · loopback cotton',
      { kind: 'sweatshirt', color: '#BFD8C9', accent: '#2F5D50', text: 'SOFT CLUB' },
    ],
    [
      'Northloom Striped Crewneck',
      'Northloom',
      [2899, 2099],
      'Regular fit · heavyweight cotton',
      { kind: 'sweatshirt', color: '#F4F1E8', accent: '#D1495B', print: 'stripes' },
    ],
  ]),
  ...group("Women's Outerwear", [
    ['Northloom Belted Trench Coat', 'Northloom', [7999, 5599], 'Cotton gabardine · self-tie belt', { kind: 'coat', color: '#C8A27C', accent: '#8A6240' }],
    ['Tidewell Quilted Puffer Jacket', 'Tidewell', [6499, 4549], 'Recycled fill · water repellent', { kind: 'puffer', color: '#2F4858', accent: '#F6AE2D' }],
    [
      'Velvet Yard Cropped Denim Jacket',
      'Velvet Yard',
      [3999, 2999],
      'Rigid denim · cropped fit',
      { kind: 'jacket', color: '#6F8FAF', accent: '#E8E4DA', crop: true },
    ],
  ]),
  ...group("Women's T-shirts", [
    ['Kite & Co Essential Crew Tee', 'Kite & Co', [999, 749], 'Regular fit · 180 GSM cotton', { kind: 'tee', color: '#F2D0D9', accent: '#9B2D5C' }],
    [
      'Tidewell Slub Cotton Tee',
      'Tidewell',
      [1199, 849],
      'Relaxed fit · slub jersey',
      { kind: 'tee', color: '#B7D3DF', accent: '#2F4858', print: 'pinstripe' },
    ],
    [
      'Velvet Yard Graphic Baby Tee',
      'Velvet Yard',
      [1299, 899],
      'Cropped slim fit · stretch jersey',
      { kind: 'tee', color: '#FFFFFF', accent: '#E4572E', emblem: 'star', text: 'SOFT LAUNCH', crop: true },
    ],
  ]),
  ...group("Women's Bodysuits", [
    ['Velvet Yard Square-Neck Bodysuit', 'Velvet Yard', [1999, 1399], 'Slim fit · rib jersey', { kind: 'bodysuit', color: '#1B1B1F', accent: '#C9A227' }],
    [
      'Mossline Long-Sleeve Rib Bodysuit',
      'Mossline',
      [2199, 1549],
      'Slim fit · stretch rib',
      { kind: 'bodysuit', color: '#D9C2A7', accent: '#8A6240', sleeves: 'long' },
    ],
    [
      'Kite & Co Scoop Tank Bodysuit',
      'Kite & Co',
      [1799, 1199],
      'Slim fit · double layered',
      { kind: 'bodysuit', color: '#B23A48', accent: '#F6E7E9', sleeves: 'none' },
    ],
  ]),
  ...group("Women's New in", [
    [
      'Mossline Sculpt Sports Bra',
      'Mossline',
      [1699, 1199],
      'Medium support · removable cups',
      { kind: 'sportsbra', color: '#6C4AB6', accent: '#1F1F2E', text: 'MOSSLINE' },
    ],
    ['Mossline Seamless Leggings', 'Mossline', [2299, 1599], 'High rise · seamless knit', { kind: 'leggings', color: '#3E6259', accent: '#A8D5BA' }],
    ['Tidewell Linen Tank Top', 'Tidewell', [1499, 999], 'Relaxed fit · linen blend', { kind: 'tank', color: '#F6EAD7', accent: '#C8553D' }],
    ['Kite & Co Running Shorts', 'Kite & Co', [1299, 899], 'Lightweight · built-in liner', { kind: 'shorts', color: '#FF7A59', accent: '#FFFFFF' }],
  ]),
  ...group("Men's Sweatpants", [
    ['Urban Monk Heavyweight Joggers', 'Urban Monk', [2799, 1999], 'Tapered leg · 400 GSM fleece', { kind: 'sweatpants', color: '#3A3A3A', accent: '#BDBDBD' }],
    [
      'Hatch Street Tech Fleece Joggers',
      'Hatch Street',
      [2999, 2249],
      'Slim taper · bonded fleece',
      { kind: 'sweatpants', color: '#2B3A55', accent: '#6FA8DC', print: 'sidestripe' },
    ],
    ['Northloom Relaxed Sweatpants', 'Northloom', [2299, 1599], 'Relaxed fit · French terry', { kind: 'sweatpants', color: '#C7B79B', accent: '#5C4B36' }],
  ]),
  ...group("Men's Hoodies & Sweatshirts", [
    ['Urban Monk Essential Hoodie', 'Urban Monk', [2999, 2099], 'Regular fit · brushed fleece', { kind: 'hoodie', color: '#4A5D3A', accent: '#E8E2D0' }],
    [
      'Hatch Street Logo Hoodie',
      'Hatch Street',
      [3199, 2399],
      'Oversized fit · 420 GSM fleece',
      { kind: 'hoodie', color: '#1B1B1F', accent: '#F2C14E', text: 'HATCH ST.' },
    ],
    [
      'Forge & Fable Washed Crewneck',
      'Forge & Fable',
      [2699, 1899],
      'Garment dyed · loopback cotton',
      { kind: 'sweatshirt', color: '#8C9EAF', accent: '#2B3A55' },
    ],
  ]),
  ...group("Men's Jackets & Coats", [
    ['Forge & Fable Bomber Jacket', 'Forge & Fable', [5499, 3849], 'Nylon shell · padded lining', { kind: 'jacket', color: '#3D4A3D', accent: '#E2703A' }],
    ['Northloom Wool Overcoat', 'Northloom', [8999, 8999], 'Wool blend · fully lined', { kind: 'coat', color: '#4B4B58', accent: '#2A2A33' }],
    ['Tidewell Packable Puffer', 'Tidewell', [5999, 4199], 'Recycled fill · packs into its pocket', { kind: 'puffer', color: '#E2703A', accent: '#1B1B1F' }],
  ]),
  ...group("Men's T-shirts", [
    ['Northloom Boxy Heavyweight Tee', 'Northloom', [1499, 999], 'Oversized fit · 240 GSM cotton', { kind: 'tee', color: '#FFFFFF', accent: '#222222' }],
    [
      'Urban Monk Oversized Graphic Tee',
      'Urban Monk',
      [1599, 1099],
      'Oversized fit · 220 GSM cotton',
      { kind: 'tee', color: '#222222', accent: '#E2703A', emblem: 'bolt', text: 'URBAN MONK' },
      2,
    ],
    [
      'Kite & Co Colour-Block Tee',
      'Kite & Co',
      [1399, 979],
      'Regular fit · 180 GSM cotton',
      { kind: 'tee', color: '#2D6CDF', accent: '#F5F5F5', print: 'block' },
    ],
    [
      'Hatch Street Striped Crew Tee',
      'Hatch Street',
      [1299, 899],
      'Regular fit · yarn-dyed stripes',
      { kind: 'tee', color: '#1F3A5F', accent: '#F4F1E8', print: 'stripes' },
    ],
  ]),
];

/** A style's other colour: the base product in another fabric colour, one picture, its own name and slug. */
function colourway(c: (typeof COLOURWAYS)[number]): CatalogueProduct {
  const base = RANGE.find((p) => p.name === c.of);
  if (!base) throw new Error(`colourway of an unknown product: ${c.of}`);
  const name = `${base.name} (${c.colour})`;
  const slug = slugify(name);
  return {
    ...base,
    name,
    slug,
    images: [`/images/products/${slug}.svg`],
    look: { ...base.look, color: c.color, accent: c.accent ?? base.look.accent },
    colour: c.colour,
    colourFamily: c.family,
    styleCode: base.slug,
  };
}

/**
 * The catalogue in the order it is seeded: the colourways first, so each original keeps its place as
 * the newer (it wins a tie in search and leads the default list) and the range's order is as before.
 */
export const CATALOGUE: CatalogueProduct[] = [
  ...COLOURWAYS.map((c, i) => ({ ...colourway(c), stockSeed: RANGE.length + i })),
  ...RANGE.map((p, i) => ({ ...p, stockSeed: i })),
];
