/**
 * The site's toasts (SPEC.md §8): any island calls these; the Toaster island shows them at the top,
 * closable, auto-closing and paused while hovered. sonner keeps one queue per page, shared by islands.
 */
import { toast } from 'sonner';
import { TOAST_DEFAULT_MS } from '../lib/constants';

type Opts = { description?: string; duration?: number; id?: string | number };

export const notify = {
  success: (title: string, o: Opts = {}) => toast.success(title, { duration: TOAST_DEFAULT_MS, ...o }),
  error: (title: string, o: Opts = {}) => toast.error(title, { duration: TOAST_DEFAULT_MS, ...o }),
  info: (title: string, o: Opts = {}) => toast(title, { duration: TOAST_DEFAULT_MS, ...o }),
  loading: (title: string, o: Opts = {}) => toast.loading(title, { duration: TOAST_DEFAULT_MS, ...o }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
