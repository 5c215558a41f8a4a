import { useEffect, useState } from 'react';
import { sectionFromHash, type SectionId } from './sections';

/**
 * The open section lives in the URL hash: menu links change it without a page load, and reload
 * and the back button bring the same section back.
 */
export function useHashSection(): SectionId {
  const [section, setSection] = useState<SectionId>(() => sectionFromHash(location.hash));
  useEffect(() => {
    const onChange = () => setSection(sectionFromHash(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return section;
}
