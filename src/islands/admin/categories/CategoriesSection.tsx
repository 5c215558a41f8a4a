import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CategoryRow as Row } from '../../..//client/api';
import { deleteCategory, updateCategory } from '../../..//client/admin-api';
import { queryKeys } from '../../../client/query';
import { TOAST_MS } from '../../../lib/constants';
import type { CategoryUpdateInput } from '../../../lib/schemas';
import { LoadingBar } from '../../../ui/LoadingBar';
import { ConfirmDialog } from '../parts/ConfirmDialog';
import { errorsOf } from '../parts/format';
import { ListEmpty, ListError } from '../parts/ListState';
import { Section } from '../parts/Section';
import { th } from '../parts/table';
import { TableWrap } from '../parts/TableWrap';
import { toastFail, toastOk } from '../parts/toast';
import { useConfirm } from '../parts/useConfirm';
import { CategoryForm } from './CategoryForm';
import { CategoryRow } from './CategoryRow';
import { byDepartment, movedPosition } from './categoryOrder';
import { categoriesText as t } from './messages';
import { useCategoryRows } from './useCategoryRows';

/** Categories: each department's categories in the menus' order; add, rename, move, reorder, delete when empty. */
export function CategoriesSection() {
  const rows = useCategoryRows();
  const client = useQueryClient();
  const [errors, setErrors] = useState<{ slug: string; errors: Record<string, string> }>();
  const confirm = useConfirm<Row>();
  // The menus and the product forms' category list read the same table: both are stale after an edit.
  const reload = () => {
    void client.invalidateQueries({ queryKey: queryKeys.admin.categoryRows });
    void client.invalidateQueries({ queryKey: queryKeys.admin.categories });
  };
  const change = useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: CategoryUpdateInput }) => updateCategory(slug, body),
    onSuccess: (reply) => {
      setErrors(undefined);
      toastOk(t.saved, reply.data.name, TOAST_MS.normal);
      reload();
    },
    onError: (err, { slug }) => {
      setErrors({ slug, errors: errorsOf(err) });
      toastFail(t.saveFailed, err, TOAST_MS.long);
    },
  });
  const removal = useMutation({
    mutationFn: (row: Row) => deleteCategory(row.slug),
    onSuccess: (reply) => {
      toastOk(t.deleted, reply.msg, TOAST_MS.normal);
      reload();
    },
    onError: (err) => toastFail(t.deleteFailed, err, TOAST_MS.long),
  });
  const busySlug = change.isPending ? change.variables?.slug : removal.isPending ? removal.variables?.slug : undefined;

  return (
    <Section id="categories">
      <p className="mb-4 text-sm text-muted">{t.intro}</p>
      <CategoryForm onAdded={reload} />
      <LoadingBar active={rows.isFetching} />
      {rows.error && <ListError text={t.error} error={rows.error} onRetry={() => void rows.refetch()} />}
      {rows.data &&
        byDepartment(rows.data).map((group) => (
          <section key={group.id} aria-labelledby={`categories-${group.id}`} className="mb-6">
            <h2 id={`categories-${group.id}`} className="mb-2 text-lg font-semibold">
              {t.departmentHeading(group.id, group.rows.length)}
            </h2>
            {group.rows.length === 0 ? (
              <ListEmpty text={t.empty} />
            ) : (
              <TableWrap label={t.tableLabel(t.department(group.id))}>
                <table className="w-full min-w-[46rem] border-collapse" aria-label={t.tableLabel(t.department(group.id))}>
                  <thead>
                    <tr>
                      {t.columns.map((c) => (
                        <th key={c} scope="col" className={th}>
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {group.rows.map((row, i) => (
                      <CategoryRow
                        key={row.slug}
                        row={row}
                        up={movedPosition(i, group.rows.length, -1)}
                        down={movedPosition(i, group.rows.length, 1)}
                        busy={busySlug === row.slug}
                        errors={errors?.slug === row.slug ? errors.errors : {}}
                        onChange={(body) => Object.keys(body).length > 0 && change.mutate({ slug: row.slug, body })}
                        onDelete={() => confirm.ask(row)}
                      />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )}
          </section>
        ))}
      <ConfirmDialog name={confirm.pending?.name} onConfirm={() => confirm.pending && removal.mutate(confirm.pending)} onClose={confirm.clear} />
    </Section>
  );
}
