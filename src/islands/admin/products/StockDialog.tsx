import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../..//client/api';
import { updateProduct } from '../../..//client/admin-api';
import type { ProductUpdateInput } from '../../../lib/schemas';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { Modal } from '../../../ui/Modal';
import { errorsOf } from '../parts/format';
import { outlineButton, primaryButton } from '../../../ui/buttons';
import { toastFail, toastOk } from '../parts/toast';
import { SizesEditor } from './SizesEditor';
import { checkSizes, placeRepeated, rowsOf, type SizeRow } from './sizesForm';

const t = admin.products;

/** Edits one product's sizes and stock; the whole list is sent and replaces the old one. */
export function StockDialog({ product, onClose, onSaved }: { product?: Product; onClose: () => void; onSaved: (p: Product) => void }) {
  const [rows, setRows] = useState<SizeRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const box = useRef<HTMLDivElement>(null);
  // After a refused save, the first field in error takes focus, so its message is read out and in view.
  const focusFirstError = () => requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  useEffect(() => {
    if (!product) return;
    setRows(rowsOf(product.sizes));
    setErrors({});
  }, [product]);

  const saving = useMutation({
    // `rows`: as sent, so the server's word on a repeated size lands on its row.
    mutationFn: ({ id, sizes }: { id: number; sizes: ProductUpdateInput['sizes']; rows: SizeRow[] }) => updateProduct(id, { sizes }),
    onSuccess: ({ data: updated }) => {
      toastOk(t.stockSaved, t.stockSavedText(updated.name), TOAST_MS.normal);
      onSaved(updated);
    },
    onError: (err, { rows: sent }) => {
      setErrors(placeRepeated(sent, errorsOf(err)));
      focusFirstError();
      toastFail(t.stockFailed, err, TOAST_MS.normal);
    },
  });

  function save() {
    if (!product) return;
    const { data, errors: found } = checkSizes(rows);
    setErrors(found);
    if (!data) {
      focusFirstError();
      return;
    }
    saving.mutate({ id: product._id, sizes: data, rows });
  }

  return (
    <Modal
      open={product !== undefined}
      onClose={onClose}
      title={product ? t.stockTitle(product.name) : ''}
      className="max-w-2xl"
      footer={
        <>
          <button type="button" className={outlineButton} onClick={onClose}>
            {t.cancel}
          </button>
          <button type="button" className={primaryButton} disabled={saving.isPending} onClick={save}>
            {saving.isPending ? t.savingStock : t.saveStock}
          </button>
        </>
      }
    >
      <div ref={box}>{product && <SizesEditor idPrefix={`stock-${product._id}`} legendHidden rows={rows} errors={errors} onChange={setRows} />}</div>
    </Modal>
  );
}
