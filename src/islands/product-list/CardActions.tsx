import { products as t } from './messages';
import type { SizeStock } from '../../lib/stock';
import { QuickAdd } from './QuickAdd';
import { iconButton } from '../../ui/buttons';
import { HeartIcon } from '../../ui/icons';

interface Props {
  product: { name: string; sizes: SizeStock[] };
  inWishlist: boolean;
  cartBusy: boolean;
  heartBusy: boolean;
  onCart: (size: string | undefined) => void;
  onHeart: () => void;
}

export function CardActions({ product, inWishlist, cartBusy, heartBusy, onCart, onHeart }: Props) {
  const { name } = product;
  return (
    <>
      <button
        type="button"
        // [data-saved] on the card: a saved product's heart is filled before this island starts (saved-cards.ts).
        className={`${iconButton} ${inWishlist ? 'text-brand' : ''} [[data-saved]_&]:text-brand [[data-saved]_&_svg]:fill-current`}
        aria-label={inWishlist ? t.removeFromWishlist(name) : t.addToWishlist(name)}
        disabled={heartBusy}
        onClick={onHeart}
      >
        <HeartIcon filled={inWishlist} />
      </button>
      <QuickAdd product={product} busy={cartBusy} onAdd={onCart} />
    </>
  );
}
