import { admin } from '../messages';
import { stockLink } from '../frame/sections';
import { ListBody } from '../parts/ListBody';
import { td, th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';
import { useLowStock } from './useLowStock';

const t = admin.lowStock;
const num = 'text-right tabular-nums';

/**
 * Sizes running out. Each product's name links to its stock in Manage Products: three narrow columns fit
 * a phone without scrolling sideways (a fourth column of links did not).
 */
export function LowStockPanel() {
  const list = useLowStock();
  const [product, size, left] = t.columns;
  return (
    <section aria-labelledby="low-stock-title" className="mt-10">
      <h2 id="low-stock-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-3 text-sm text-muted">{t.caption}</p>
      <ListBody list={list} errorText={t.error} emptyText={t.empty}>
        {(r) => (
          <TableWrap label={t.title}>
            <table className="w-full border-collapse">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {product}
                  </th>
                  <th scope="col" className={th}>
                    {size}
                  </th>
                  <th scope="col" className={`${th} ${num}`}>
                    {left}
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.data.map((row) => (
                  <tr key={`${row.prodId}-${row.size}`} className="hover:bg-soft/60">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <a
                        href={stockLink(row.prodId)}
                        aria-label={t.editLabel(row.name, row.size)}
                        className="font-medium text-accent underline underline-offset-4 hover:decoration-2"
                      >
                        {row.name}
                      </a>
                      <span className="block text-xs text-muted">{row.brand}</span>
                    </th>
                    <td className={`${td} whitespace-nowrap`}>{row.size}</td>
                    <td className={`${td} ${num} font-semibold ${row.stock === 0 ? 'text-red-700' : ''}`}>{row.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </ListBody>
    </section>
  );
}
