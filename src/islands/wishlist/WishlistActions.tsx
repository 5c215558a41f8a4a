import { wishlist as t } from '../../lib/messages';
import { iconButton } from '../products/ui/buttons';
import { CartIcon, TrashIcon } from '../products/ui/icons';

interface Props { name: string; cartBusy: boolean; removeBusy: boolean; onCart: () => void; onRemove: () => void }

export function WishlistActions({ name, cartBusy, removeBusy, onCart, onRemove }: Props) {
  return (
    <>
      <button type="button" className={iconButton} aria-label={t.remove(name)} disabled={removeBusy} onClick={onRemove}><TrashIcon /></button>
      <button type="button" className={iconButton} aria-label={t.addToCart(name)} disabled={cartBusy} onClick={onCart}><CartIcon /></button>
    </>
  );
}
