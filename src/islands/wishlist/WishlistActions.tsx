import { wishlist as t } from './messages';
import type { SizeStock } from '../../lib/stock';
import { QuickAdd } from '../product-list/QuickAdd';
import { iconButton } from '../../ui/buttons';
import { TrashIcon } from '../../ui/icons';

interface Props {
  product: { name: string; sizes: SizeStock[] };
  cartBusy: boolean;
  removeBusy: boolean;
  onCart: (size: string | undefined) => void;
  onRemove: () => void;
}

export function WishlistActions({ product, cartBusy, removeBusy, onCart, onRemove }: Props) {
  return (
    <>
      <button type="button" className={iconButton} aria-label={t.remove(product.name)} disabled={removeBusy} onClick={onRemove}>
        <TrashIcon />
      </button>
      <QuickAdd product={product} busy={cartBusy} onAdd={onCart} />
    </>
  );
}
