import { products as t } from '../../lib/messages';
import { iconButton } from './ui/buttons';
import { CartIcon, HeartIcon } from './ui/icons';

interface Props {
  name: string; inWishlist: boolean; cartBusy: boolean; heartBusy: boolean; onCart: () => void; onHeart: () => void;
}

export function CardActions({ name, inWishlist, cartBusy, heartBusy, onCart, onHeart }: Props) {
  return (
    <>
      <button type="button" className={`${iconButton} ${inWishlist ? 'text-brand' : ''}`}
        aria-label={inWishlist ? t.removeFromWishlist(name) : t.addToWishlist(name)} disabled={heartBusy} onClick={onHeart}>
        <HeartIcon filled={inWishlist} />
      </button>
      <button type="button" className={iconButton} aria-label={t.addToCart(name)} disabled={cartBusy} onClick={onCart}>
        <CartIcon />
      </button>
    </>
  );
}
