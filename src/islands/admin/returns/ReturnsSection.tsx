import { useState } from 'react';
import { RETURN_STATUSES, type ReturnStatus, returnWords } from '../../../lib/returns';
import { SelectField } from '../../../ui/Field';
import { ListBody } from '../parts/ListBody';
import { Section } from '../parts/Section';
import { returnsText as t } from './messages';
import { ReturnActionDialog, type ReturnAsk } from './ReturnActionDialog';
import { ReturnCard } from './ReturnCard';
import { useReturnAction, useReturns } from './useReturns';

/** Returns and exchanges: those waiting for the store first (requested, approved, received), each with its next step. */
export function ReturnsSection() {
  const { list, status, setStatus } = useReturns();
  const [ask, setAsk] = useState<ReturnAsk>();
  const action = useReturnAction(() => setAsk(undefined));
  return (
    <Section
      id="returns"
      actions={
        <SelectField
          label={t.filter}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReturnStatus | '');
            list.setPage(1);
          }}
          className="w-56"
        >
          <option value="">{t.open}</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {returnWords.status[s]}
            </option>
          ))}
        </SelectField>
      }
    >
      <ListBody list={list} errorText={t.error} emptyText={t.empty}>
        {(r) => (
          <ul className="grid gap-3">
            {r.data.map((row) => (
              <ReturnCard
                key={row._id}
                row={row}
                busy={action.isPending}
                onAsk={(a) => {
                  action.reset();
                  setAsk(a);
                }}
              />
            ))}
          </ul>
        )}
      </ListBody>
      <ReturnActionDialog ask={ask} pending={action.isPending} error={action.error ?? undefined} onSubmit={action.mutate} onClose={() => setAsk(undefined)} />
    </Section>
  );
}
