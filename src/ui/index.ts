/**
 * Small shared React parts for every island. Import from 'src/ui' (or the file itself):
 *
 * - `Spinner({ label?, quiet? })`: role="status"; label defaults to 'Loading...' (docs/product.md §9).
 * - `Button({ variant?, size?, busy? })` and `buttonClass(variant, size)` for links that look like buttons.
 * - `Price({ value })`: 'Rs. 1,499.00', the store's one price format (src/lib/money.ts formatRs).
 * - `Modal({ open, onClose, title, footer?, closeButton?, initialFocus? })`: a modal `<dialog>`.
 * - `useModalDialog(open, initialFocus?)`: the ref that keeps a `<dialog>` of your own open or closed.
 * - `ErrorState({ title, detail?, onRetry? })`: an alert with a retry button.
 * - `Pager({ page, pages, onPage, text, disabled?, compact? })`: Prev/Next with the counter; `compact` in the console.
 * - `useMounted()`, `useHydratedStore(store, serverValue)`: read persistent stores after mount
 *   so hydration never mismatches (React error #418).
 * - Icons (`BagIcon`, `SearchIcon`, `CartIcon`, `HeartIcon`, …) from './icons': the one icon module.
 * - `EmptyState`, every island's button looks (`./buttons`: primary, brand, outline, danger, icon) and toast texts (`./toastText`).
 * - Form fields `TextField`, `TextArea`, `SelectField` (label, error, aria wiring) from './Field', `Avatar`
 *   (photo or initials) and `LoadingBar` (a list loading) from their files.
 */
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Modal, type ModalProps } from './Modal';
export { Pager, type PagerProps, type PagerText } from './Pager';
export { Price, type PriceProps } from './Price';
export { Spinner, type SpinnerProps } from './Spinner';
export { useHydratedStore, useMounted } from './useHydratedStore';
export { useModalDialog } from './useModalDialog';
export * from './icons';
