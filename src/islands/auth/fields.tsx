import { useState, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { common as t } from '../../lib/messages';
import { EyeIcon } from '../../ui/icons';

/**
 * The form's fields as they are in the page. The forms' inputs are uncontrolled, so what a visitor (or
 * the browser's autofill) typed before the island took over stays in them, and is what is sent.
 */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export const inputClass =
  'w-full rounded-md border border-line bg-white px-3 py-2.5 text-sm placeholder:text-muted focus:border-ink aria-[invalid=true]:border-red-600';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; after?: ReactNode };

export function TextField({ label, error, after, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          {...input}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : '', input['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined}
        />
        {after}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** docs/product.md §2: password fields have a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'after'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      className={`${props.className ?? ''} [&_input]:pr-12`}
      after={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t.hidePassword : t.showPassword}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted hover:text-ink"
        >
          <EyeIcon off={shown} />
        </button>
      }
    />
  );
}
