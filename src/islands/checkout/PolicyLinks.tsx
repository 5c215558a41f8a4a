import { useRef, useState } from 'react';
import { common } from '../../lib/messages';
import { checkout as t } from './messages';

type Policy = keyof typeof t.policies;
const POLICIES: Policy[] = ['refund', 'shipping', 'privacy', 'terms'];

/** Refund, Shipping, Privacy, Terms (docs/product.md §2): each opens its short text in a dialog. */
export function PolicyLinks() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<Policy>('refund');
  function show(p: Policy) {
    setOpen(p);
    dialog.current?.showModal();
  }
  return (
    <>
      <ul aria-label={t.policiesLabel} className="flex flex-wrap gap-x-5 gap-y-2 border-t border-line pt-4 text-xs">
        {POLICIES.map((p) => (
          <li key={p}>
            <button type="button" onClick={() => show(p)} className="text-muted underline underline-offset-4 hover:text-ink">
              {t.policies[p]}
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} aria-labelledby="policy-title" className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-6 backdrop:bg-black/40">
        <h2 id="policy-title" className="text-lg font-semibold">
          {t.policies[open]}
        </h2>
        <p className="mt-3 text-sm leading-relaxed">{t.policyText[open]}</p>
        <div className="mt-5 text-right">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white">
            {common.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
