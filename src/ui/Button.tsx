import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'brand' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-white hover:bg-black',
  brand: 'bg-brand text-white hover:bg-brand-dark',
  outline: 'border border-ink bg-white text-ink hover:bg-soft',
  ghost: 'text-ink hover:bg-soft',
  /** A delete or a block: red, outlined, so a row of them does not shout. */
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
};
const sizes: Record<ButtonSize, string> = { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2.5 text-sm' };

/** The button look as a class string, for links (`<a class={buttonClass('outline')}>`) too. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and tells assistive tech it is busy. */
  busy?: boolean;
}

/** A `type="button"` button unless told otherwise. */
export function Button({ variant = 'primary', size = 'md', busy = false, className = '', type = 'button', disabled, ...rest }: ButtonProps) {
  return <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={`${buttonClass(variant, size)} ${className}`} {...rest} />;
}
