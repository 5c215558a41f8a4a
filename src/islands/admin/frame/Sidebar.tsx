import { admin } from '../messages';
import { Brand } from './Brand';
import { MenuLinks } from './MenuLinks';
import type { SectionId } from './sections';

/** The side menu on wide screens; small screens get the same links in the Drawer. */
export function Sidebar({ current }: { current: SectionId }) {
  return (
    <aside className="hidden w-60 shrink-0 bg-ink py-6 px-3 lg:block">
      <div className="sticky top-6">
        <Brand />
        <nav aria-label={admin.menu}>
          <MenuLinks current={current} />
        </nav>
      </div>
    </aside>
  );
}
