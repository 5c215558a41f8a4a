import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getProduct, type Product } from '../../..//client/api';
import { deleteProduct } from '../../..//client/admin-api';
import { TOAST_MS } from '../../../lib/constants';
import { admin } from '../messages';
import { ConfirmDialog } from '../parts/ConfirmDialog';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { toastFail, toastOk } from '../parts/toast';
import { useConfirm } from '../parts/useConfirm';
import { sectionHash, stockParam } from '../frame/sections';
import { ProductGrid } from './ProductGrid';
import { StockDialog } from './StockDialog';
import { PicturesDialog } from '../pictures/PicturesDialog';
import { forgetQueuedPictures } from '../pictures/PicturesEditor';
import { PicturesSettled } from '../pictures/usePictures';
import { SearchBar } from './SearchBar';
import { useProducts } from './useProducts';

/** Manage Products (docs/product.md §2): search, a 4-column grid of cards, delete and the two-step edit. */
export function ProductsSection() {
  const [search, setSearch] = useState('');
  const list = useProducts(search);
  const confirm = useConfirm<Product>();
  const current = useRef(search);
  const { setPage } = list;
  const onSearch = useCallback(
    (q: string) => {
      if (q === current.current) return;
      current.current = q;
      setSearch(q);
      setPage(1);
    },
    [setPage],
  );

  const removal = useMutation({
    mutationFn: (p: Product) => deleteProduct(p._id),
    onSuccess: (_, p) => {
      list.update((rows) => rows.filter((r) => r._id !== p._id));
      forgetQueuedPictures(p._id);
      setPicturesClosed((ids) => ids.filter((x) => x !== p._id));
      toastOk(admin.products.deleted, admin.products.deletedText(p.name), TOAST_MS.long);
      list.reload();
    },
    onError: (err) => toastFail(admin.products.deleteFailed, err, TOAST_MS.long),
  });
  // docs/product.md §4: the updated product replaces the old one.
  // The list's row keeps what only the list carries (its style's colours).
  const replace = (u: Product) => list.update((rows) => rows.map((r) => (r._id === u._id ? { ...r, ...u } : r)));
  const [stockOf, setStockOf] = useState<Product>();
  const [picturesOf, setPicturesOf] = useState<Product>();
  // The products whose pictures dialog was closed with pictures still on their way: each card is read
  // again once its pictures are made.
  const [picturesClosed, setPicturesClosed] = useState<number[]>([]);
  const { reload } = list;
  const picturesSettled = useCallback(
    (id: number) => {
      setPicturesClosed((ids) => ids.filter((x) => x !== id));
      reload();
    },
    [reload],
  );

  // '#manage-products?stock=12' (the Dashboard's Low stock links) opens that product's stock.
  useEffect(() => {
    const open = () => {
      const id = stockParam(location.hash);
      if (id === undefined) return;
      getProduct(id).then(
        (r) => setStockOf(r.msg[0]),
        (err: unknown) => toastFail(admin.products.stockLoadFailed, err, TOAST_MS.normal),
      );
    };
    open();
    addEventListener('hashchange', open);
    return () => removeEventListener('hashchange', open);
  }, []);
  // Closed, the dialog leaves the address as plain '#manage-products', so a reload does not open it again.
  const closeStock = () => {
    setStockOf(undefined);
    if (stockParam(location.hash) !== undefined) history.replaceState(history.state, '', sectionHash('manage-products'));
  };

  return (
    <Section id="manage-products" actions={<SearchBar onSearch={onSearch} />}>
      <ListBody list={list} errorText={admin.products.error} emptyText={admin.products.empty}>
        {(r) => <ProductGrid items={r.data} onDelete={confirm.ask} onUpdated={replace} onStock={setStockOf} onPictures={setPicturesOf} />}
      </ListBody>
      <StockDialog
        product={stockOf}
        onClose={closeStock}
        onSaved={(u) => {
          replace(u);
          closeStock();
        }}
      />
      <PicturesDialog
        product={picturesOf}
        onClose={() => {
          // The card shows the first ready picture: the page is read again once none is still being made.
          const id = picturesOf?._id;
          if (id !== undefined) setPicturesClosed((ids) => (ids.includes(id) ? ids : [...ids, id]));
          setPicturesOf(undefined);
        }}
      />
      {picturesClosed.map((id) => (
        <PicturesSettled key={id} productId={id} onSettled={picturesSettled} />
      ))}
      <ConfirmDialog name={confirm.pending?.name} onConfirm={() => confirm.pending && removal.mutate(confirm.pending)} onClose={confirm.clear} />
    </Section>
  );
}
