import { Modal } from '../../../ui/Modal';
import { pictures as t } from './messages';
import { PicturesEditor } from './PicturesEditor';

/** Manage Products' Pictures button opens this: the product's picture editor in a dialog. */
export function PicturesDialog({ product, onClose }: { product?: { _id: number; name: string }; onClose: () => void }) {
  return (
    <Modal open={!!product} onClose={onClose} title={product ? t.title(product.name) : ''} className="max-w-2xl">
      {product && <PicturesEditor productId={product._id} />}
    </Modal>
  );
}
