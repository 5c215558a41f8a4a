import { type FormEvent, useEffect, useState, useId } from 'react';
import type { ReturnRow } from '../../../client/api';
import type { ApiError } from '../../../client/http';
import { formatRs } from '../../../lib/money';
import { RETURN_LIMITS, type RefundMethod, returnWords } from '../../../lib/returns';
import { buttonClass } from '../../../ui/Button';
import { SelectField, TextArea, TextField } from '../../../ui/Field';
import { outlineButton } from '../../../ui/buttons';
import { Modal } from '../../../ui/Modal';
import { returnsText as t } from './messages';
import type { ReturnAction } from './useReturns';

export type ReturnAsk = { kind: ReturnAction['kind']; row: ReturnRow };

/**
 * Asks before each step of a return: approve (confirm), decline (the reason the shopper reads),
 * received (damaged or not: whether the units go back on sale), refund (method, its details, reference).
 */
export function ReturnActionDialog({
  ask,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  ask?: ReturnAsk;
  pending: boolean;
  error?: ApiError;
  onSubmit: (a: ReturnAction) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [damaged, setDamaged] = useState(false);
  const [method, setMethod] = useState<RefundMethod>('upi');
  const [upiId, setUpiId] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [reference, setReference] = useState('');
  useEffect(() => {
    setReason('');
    setDamaged(false);
    setMethod(ask?.row.refundMethods[0] ?? 'upi');
    setUpiId('');
    setAccountNumber('');
    setIfsc('');
    setReference('');
  }, [ask]);
  if (!ask) return null;
  const { row, kind } = ask;
  const name = `${row.order.name} (${row.order.size})`;
  const errors = error?.errors ?? {};
  // The exchange cannot be made any more (its product or size is gone): the store receives it as a refund.
  const asRefund = kind === 'receive' && !!errors.resolution;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'approve') onSubmit({ kind, id: row._id });
    else if (kind === 'decline') onSubmit({ kind, id: row._id, reason });
    else if (kind === 'receive') onSubmit({ kind, id: row._id, damaged, ...(asRefund ? { refundInstead: true } : {}) });
    else
      onSubmit({
        kind,
        id: row._id,
        refund: {
          method,
          reference,
          ...(method === 'upi' ? { upiId } : {}),
          ...(method === 'bank' ? { accountNumber, ifsc } : {}),
        },
      });
  };
  const title = {
    approve: t.approveTitle(name),
    decline: t.declineTitle(name),
    receive: t.receiveTitle(name),
    refund: t.refundTitle(name),
  }[kind];
  const action = asRefund ? t.receiveAsRefund : { approve: t.approve, decline: t.decline, receive: t.receive, refund: t.refund }[kind];
  return (
    <Modal
      open
      onClose={() => !pending && onClose()}
      title={title}
      footer={
        <>
          <button type="button" className={outlineButton} onClick={onClose} disabled={pending}>
            {t.cancel}
          </button>
          <button type="submit" form={formId} className={buttonClass(kind === 'decline' ? 'danger' : 'primary')} disabled={pending} aria-busy={pending}>
            {pending ? t.working : action}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3 text-sm">
        {kind === 'approve' && (
          <p className="text-muted">
            {t.approveText} {row.exchangeSize && t.approveExchange(row.exchangeSize)}
          </p>
        )}
        {kind === 'decline' && (
          <>
            {row.exchangeSize && <p className="text-muted">{t.declineExchange(row.exchangeSize)}</p>}
            <TextArea
              label={t.declineReason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={RETURN_LIMITS.declineReason}
              rows={2}
              required
              error={errors.reason}
            />
          </>
        )}
        {kind === 'receive' && (
          <>
            <p className="text-muted">{t.receiveText}</p>
            {row.exchangeSize && !asRefund && <p className="text-muted">{t.receiveExchange(row.exchangeSize)}</p>}
            {asRefund && (
              <p role="alert" className="font-medium text-red-700">
                {error?.msg}
              </p>
            )}
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={damaged} onChange={(e) => setDamaged(e.target.checked)} />
              {t.damagedBox}
            </label>
          </>
        )}
        {kind === 'refund' && (
          <>
            <p className="font-medium">{t.refundAmount(formatRs(row.refundDue))}</p>
            {!row.refundMethods.includes('original') && <p className="text-muted">{t.cashOnly}</p>}
            <SelectField label={t.method} value={method} onChange={(e) => setMethod(e.target.value as RefundMethod)} error={errors.method}>
              {row.refundMethods.map((m) => (
                <option key={m} value={m}>
                  {returnWords.method[m]}
                </option>
              ))}
            </SelectField>
            {method === 'upi' && (
              <TextField
                label={t.upiId}
                value={upiId}
                onChange={(e) => setUpiId(e.target.value)}
                maxLength={RETURN_LIMITS.upiId}
                required
                error={errors.upiId}
              />
            )}
            {method === 'bank' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t.accountNumber}
                  value={accountNumber}
                  onChange={(e) => setAccountNumber(e.target.value)}
                  inputMode="numeric"
                  required
                  error={errors.accountNumber}
                />
                <TextField label={t.ifsc} value={ifsc} onChange={(e) => setIfsc(e.target.value)} maxLength={11} required error={errors.ifsc} />
              </div>
            )}
            <TextField
              label={t.reference}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              maxLength={RETURN_LIMITS.reference}
              required
              error={errors.reference}
            />
          </>
        )}
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            {error.msg}
          </p>
        )}
      </form>
    </Modal>
  );
}
