/**
 * The admin console at /admin (docs/product.md §2): one client-only island with a side menu, a top bar and
 * the section named by the URL hash. Every call goes to the real API with the admin's token.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { withQueryClient } from '../../client/query';
import { ADMIN_FALLBACK_ID } from '../../lib/constants';
import { LOGIN_PATH } from '../../lib/guard';
import { $userName, logout } from '../../stores/auth';
import SiteToaster from '../toaster/SiteToaster';
import { Drawer } from './frame/Drawer';
import { MeContext } from './frame/MeContext';
import { ProfileDialog } from './frame/ProfileDialog';
import { SectionView } from './frame/SectionView';
import { Sidebar } from './frame/Sidebar';
import { TopBar } from './frame/TopBar';
import { useAdminGuard } from './frame/useAdminGuard';
import { useHashSection } from './frame/useHashSection';
import { useMe } from './frame/useMe';

function AdminApp() {
  const leaving = useRef(false);
  const allowed = useAdminGuard(leaving);
  if (!allowed) return null;
  return <Console leaving={leaving} />;
}

function Console({ leaving }: { leaving: { current: boolean } }) {
  const section = useHashSection();
  const me = useMe();
  const storedName = useStore($userName);
  // The page's loading frame (src/pages/admin.astro) goes before the console is painted: one <main>.
  useLayoutEffect(() => document.getElementById(ADMIN_FALLBACK_ID)?.remove(), []);
  const [drawer, setDrawer] = useState(false);
  const [profile, setProfile] = useState(false);

  // docs/product.md §4: Sign out is the storefront's logout, then the login page.
  const signOut = () => {
    leaving.current = true;
    logout();
    location.assign(LOGIN_PATH);
  };

  return (
    <MeContext.Provider value={me}>
      <div className="flex min-h-dvh bg-soft">
        <Sidebar current={section} />
        <Drawer open={drawer} current={section} onClose={() => setDrawer(false)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar me={me} name={me?.name ?? storedName} onMenu={() => setDrawer(true)} onProfile={() => setProfile(true)} onSignOut={signOut} />
          <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <SectionView id={section} />
          </main>
        </div>
      </div>
      <ProfileDialog me={me} open={profile} onClose={() => setProfile(false)} />
      {/* The site's toaster: sonner loads with the first toast (or one the sign-in page left). */}
      <SiteToaster />
    </MeContext.Provider>
  );
}

export default withQueryClient(AdminApp);
