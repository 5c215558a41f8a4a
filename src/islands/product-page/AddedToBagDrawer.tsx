import { useId } from 'react';
import type { Product } from '../../client/api';
import { CART_PATH, CHECKOUT_PATH, PICTURE_SIZES, PRODUCT_ART } from '../../lib/constants';
import { common } from '../../lib/messages';
import { formatRs, lineTotal } from '../../lib/money';
import { mainPicture } from '../../lib/picture';
import { brandButton, outlineButton } from '../../ui/buttons';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { Picture } from '../../ui/Picture';
import { useModalDialog } from '../../ui/useModalDialog';
import { addedDrawer as t } from './messages';
import type { Added } from './useAddToBag';

interface Props {
  product: Product;
  /** What was just added; the drawer is closed while undefined. */
  added: Added | undefined;
  onClose: () => void;
}

/**
 * 'Added to bag': a modal `<dialog>` (focus kept inside, Escape or the backdrop closes it, focus back
 * to the button) sliding up from the bottom on a phone and standing at the top right on a wide screen,
 * with the item and the ways on: the bag, checkout, or back to the page.
 */
export function AddedToBagDrawer({ product, added, onClose }: Props) {
  const ref = useModalDialog(added !== undefined);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => added && onClose()}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40 sm:mt-24 sm:mr-6 sm:ml-auto sm:w-96 sm:rounded-2xl"
    >
      {added && (
        <div className="p-5">
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="inline-flex items-center gap-2 text-lg font-bold">
              <span className="text-green-800">
                <CheckIcon />
              </span>
              {t.title}
            </h2>
            <button type="button" onClick={onClose} aria-label={common.close} className="-m-2 rounded-full p-2 text-muted hover:bg-soft hover:text-ink">
              <CloseIcon size={20} />
            </button>
          </div>
          <div className="mt-4 flex gap-4">
            <Picture
              picture={mainPicture(product)}
              fallback={product.image}
              alt=""
              sizes={PICTURE_SIZES.thumb}
              width={PRODUCT_ART.thumb.width}
              height={PRODUCT_ART.thumb.height}
              className="aspect-[4/5] h-auto w-18 shrink-0 rounded-md bg-soft object-cover"
            />
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{product.name}</p>
              <p className="mt-1 text-muted">
                {t.size(added.size)} · {t.quantity(added.quantity)}
              </p>
              <p className="mt-1 font-semibold">{formatRs(lineTotal(product.price, added.quantity))}</p>
            </div>
          </div>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <a href={CART_PATH} className={`${outlineButton} py-3`}>
              {t.viewBag}
            </a>
            <a href={CHECKOUT_PATH} className={`${brandButton} py-3`}>
              {t.checkout}
            </a>
          </div>
          <button type="button" onClick={onClose} className="mt-3 w-full py-2 text-sm font-medium underline-offset-4 hover:underline">
            {t.keepShopping}
          </button>
        </div>
      )}
    </dialog>
  );
}
