import type { Admin } from '../../../client/api';
import { admin } from '../messages';
import { AccountMenu } from './AccountMenu';

export function TopBar({
  me,
  name,
  onMenu,
  onProfile,
  onSignOut,
}: {
  me?: Admin;
  name: string;
  onMenu: () => void;
  onProfile: () => void;
  onSignOut: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-line bg-white/95 px-4 backdrop-blur sm:px-6">
      <div className="flex items-center gap-2">
        <button type="button" onClick={onMenu} aria-label={admin.openMenu} aria-haspopup="dialog" className="rounded-md p-2 hover:bg-soft lg:hidden">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <span className="text-base font-semibold">{admin.title}</span>
      </div>
      <AccountMenu me={me} name={name} onProfile={onProfile} onSignOut={onSignOut} />
    </header>
  );
}
