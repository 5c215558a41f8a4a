/**
 * The demo catalogue's departments and colours (drizzle/0022): each product's colour as the shop
 * writes it and its palette family, whom a collection's piece is for, and the styles sold in more than
 * one colour. drizzle/0022_departments_colours.sql places an older database's products from the same
 * list (tests/unit/demo-catalogue.test.ts keeps the two in step).
 */
import type { ColourFamily, Department } from '../../../lib/constants';

/** A product's colour: [name, family]. Every product of the catalogue has one. */
export const COLOURS: Record<string, [string, ColourFamily]> = {
  'Supernova Star Print Tee': ['Midnight Navy', 'navy'],
  'Supernova Galaxy Hoodie': ['Deep Violet', 'purple'],
  'Field Day Ringer Tee': ['Off White', 'white'],
  'Field Day Track Pants': ['Forest Green', 'green'],
  'Retrograde Sunset Tee': ['Cream', 'beige'],
  'Retrograde Band Sweatshirt': ['Chocolate', 'brown'],
  'Retrograde Corduroy Jacket': ['Rust', 'orange'],
  'Retrograde Colour-Block Track Jacket': ['Teal & Mustard', 'multi'],
  'Retrograde Flared Joggers': ['Mustard', 'yellow'],
  'Retrograde Checked Shorts': ['Sand Check', 'beige'],
  'Varsity Letterman Jacket': ['Navy', 'navy'],
  'Varsity Crest Sweatshirt': ['Maroon', 'red'],
  'Varsity Number Tee': ['Ecru', 'beige'],
  'Summer Wave Graphic Tee': ['Sky Blue', 'blue'],
  'Summer Breton Stripe Tee': ['White & Navy Stripe', 'white'],
  'Summer Polka Dot Tee': ['Lemon Yellow', 'yellow'],
  'Goof Fest Smiley Tee': ['Bubblegum Pink', 'pink'],
  'Goof Fest Checkerboard Shorts': ['White & Violet Check', 'multi'],
  'Y2K Butterfly Baby Tee': ['Baby Pink', 'pink'],
  'Y2K Low-Rise Track Pants': ['Lilac', 'purple'],
  'Mira Kapoor Ink Bloom Tee': ['White', 'white'],
  'Mira Kapoor Garden Hoodie': ['Sage', 'green'],
  'Mira Kapoor Brushstroke Tote': ['Natural Canvas', 'beige'],
  'Mira Kapoor Petal Sweatshirt': ['Blush', 'pink'],
  'Dev Anand Studio Film Reel Tee': ['Jet Black', 'black'],
  'Dev Anand Studio Marquee Jacket': ['Espresso', 'brown'],
  'Dev Anand Studio Matinee Sweatshirt': ['Vintage Cream', 'beige'],
  'Dev Anand Studio Poster Cap': ['Brick Red', 'red'],
  'Northloom Canvas Tote Bag': ['Natural', 'beige'],
  'Urban Monk Six-Panel Cap': ['Dark Olive', 'green'],
  'Kite & Co Ribbed Beanie': ['Burnt Orange', 'orange'],
  'Stride Lab Crew Socks (3 Pack)': ['White', 'white'],
  'Bluebeam Commuter Backpack': ['Slate Navy', 'navy'],
  'Hatch Street Dad Cap': ['Stone', 'beige'],
  'Stride Lab Aero Runner': ['White & Orange', 'white'],
  'Stride Lab Court Classic': ['White & Green', 'white'],
  'Bluebeam Cloud Jogger': ['Powder Blue', 'blue'],
  'Kite & Co Canvas Low': ['Cream', 'beige'],
  'Urban Monk Chunky Trainer': ['Lavender', 'purple'],
  'Northloom Suede Retro': ['Tan', 'brown'],
  'Stride Lab Trail Pacer': ['Olive', 'green'],
  'Bluebeam Midnight Skate Shoe': ['Midnight Black', 'black'],
  'Mossline Cloud Fleece Joggers': ['Lilac', 'purple'],
  'Mossline High-Rise Leggings': ['Black', 'black'],
  'Velvet Yard Wide-Leg Sweatpants': ['Oat', 'beige'],
  'Mossline Cropped Hoodie': ['Peach', 'pink'],
  'Velvet Yard Oversized Sweatshirt': ['Mint', 'green'],
  'Northloom Striped Crewneck': ['Ecru & Red Stripe', 'beige'],
  'Northloom Belted Trench Coat': ['Camel', 'beige'],
  'Tidewell Quilted Puffer Jacket': ['Petrol Blue', 'blue'],
  'Velvet Yard Cropped Denim Jacket': ['Mid Wash Denim', 'blue'],
  'Kite & Co Essential Crew Tee': ['Rose Pink', 'pink'],
  'Tidewell Slub Cotton Tee': ['Powder Blue', 'blue'],
  'Velvet Yard Graphic Baby Tee': ['White', 'white'],
  'Velvet Yard Square-Neck Bodysuit': ['Black', 'black'],
  'Mossline Long-Sleeve Rib Bodysuit': ['Sand', 'beige'],
  'Kite & Co Scoop Tank Bodysuit': ['Cherry Red', 'red'],
  'Mossline Sculpt Sports Bra': ['Violet', 'purple'],
  'Mossline Seamless Leggings': ['Deep Teal', 'green'],
  'Tidewell Linen Tank Top': ['Natural Linen', 'beige'],
  'Kite & Co Running Shorts': ['Coral', 'orange'],
  'Urban Monk Heavyweight Joggers': ['Charcoal', 'grey'],
  'Hatch Street Tech Fleece Joggers': ['Navy', 'navy'],
  'Northloom Relaxed Sweatpants': ['Khaki', 'beige'],
  'Urban Monk Essential Hoodie': ['Olive', 'green'],
  'Hatch Street Logo Hoodie': ['Black', 'black'],
  'Forge & Fable Washed Crewneck': ['Washed Blue Grey', 'grey'],
  'Forge & Fable Bomber Jacket': ['Olive', 'green'],
  'Northloom Wool Overcoat': ['Charcoal', 'grey'],
  'Tidewell Packable Puffer': ['Orange', 'orange'],
  'Northloom Boxy Heavyweight Tee': ['White', 'white'],
  'Urban Monk Oversized Graphic Tee': ['Black', 'black'],
  'Kite & Co Colour-Block Tee': ['Cobalt Blue', 'blue'],
  'Hatch Street Striped Crew Tee': ['Navy Stripe', 'navy'],
};

/**
 * Collections (Supernova, Retrograde, …) are for everyone, except these pieces cut for women; and the
 * Dev Anand Studio jacket is cut for men. A department category's products are its department's.
 */
export const DEPARTMENT_OF: Record<string, Department> = {
  'Retrograde Flared Joggers': 'women',
  'Y2K Butterfly Baby Tee': 'women',
  'Y2K Low-Rise Track Pants': 'women',
  'Mira Kapoor Petal Sweatshirt': 'women',
  'Dev Anand Studio Marquee Jacket': 'men',
};

/** A style in more colours: the product it is a colour of, the colour's name and family, and its drawing's fabric and trim. */
export interface Colourway {
  of: string;
  colour: string;
  family: ColourFamily;
  color: string;
  accent?: string;
}

/** Nine styles in two or three colours; each colourway is a product of its own, named '<style> (<colour>)'. */
export const COLOURWAYS: Colourway[] = [
  { of: 'Urban Monk Essential Hoodie', colour: 'Jet Black', family: 'black', color: '#1B1B1F' },
  { of: 'Urban Monk Essential Hoodie', colour: 'Grey Marl', family: 'grey', color: '#9A9AA0', accent: '#2D2D2D' },
  { of: 'Northloom Boxy Heavyweight Tee', colour: 'Black', family: 'black', color: '#1B1B1F', accent: '#EEEEEE' },
  { of: 'Northloom Boxy Heavyweight Tee', colour: 'Sage', family: 'green', color: '#A3B18A' },
  { of: 'Hatch Street Tech Fleece Joggers', colour: 'Charcoal', family: 'grey', color: '#3A3A3A' },
  { of: 'Hatch Street Tech Fleece Joggers', colour: 'Olive', family: 'green', color: '#4A5D3A', accent: '#E8E2D0' },
  { of: 'Kite & Co Essential Crew Tee', colour: 'White', family: 'white', color: '#FFFFFF' },
  { of: 'Kite & Co Essential Crew Tee', colour: 'Black', family: 'black', color: '#1B1B1F', accent: '#F2D0D9' },
  { of: 'Mossline Cropped Hoodie', colour: 'Lilac', family: 'purple', color: '#C8B6E2' },
  { of: 'Mossline High-Rise Leggings', colour: 'Wine', family: 'red', color: '#6B2E4A', accent: '#F4C7B8' },
  { of: 'Velvet Yard Square-Neck Bodysuit', colour: 'Cherry Red', family: 'red', color: '#B23A48' },
  { of: 'Velvet Yard Oversized Sweatshirt', colour: 'Lilac', family: 'purple', color: '#C8B6E2', accent: '#4B3A6B' },
  { of: 'Velvet Yard Oversized Sweatshirt', colour: 'Black', family: 'black', color: '#1B1B1F', accent: '#F4F1E8' },
  { of: 'Summer Polka Dot Tee', colour: 'Sky Blue', family: 'blue', color: '#BFE6EE' },
];
