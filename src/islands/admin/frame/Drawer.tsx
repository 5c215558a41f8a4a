import { admin } from '../messages';
import { useModalDialog } from '../../../ui/useModalDialog';
import { Brand } from './Brand';
import { MenuLinks } from './MenuLinks';
import type { SectionId } from './sections';

/** The side menu as a drawer on small screens: a modal <dialog>, so focus stays in it and Esc closes it. */
export function Drawer({ open, current, onClose }: { open: boolean; current: SectionId; onClose: () => void }) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-label={admin.menu}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) ref.current.close();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-dvh w-72 max-w-[85vw] bg-ink p-0 text-white backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col px-3 py-6">
        <div className="flex items-start justify-between">
          <Brand />
          <button type="button" onClick={() => ref.current?.close()} aria-label={admin.closeMenu} className="rounded-md p-2 text-gray-200 hover:bg-white/10">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label={admin.menu}>
          <MenuLinks current={current} onPick={() => ref.current?.close()} />
        </nav>
      </div>
    </dialog>
  );
}
