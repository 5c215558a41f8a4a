import { SECTIONS, type SectionId } from './sections';

/** The side menu's entries: hash links, so a section switch is no page load and back works. */
export function MenuLinks({ current, onPick }: { current: SectionId; onPick?: () => void }) {
  return (
    <ul className="space-y-1">
      {SECTIONS.map((s) => {
        const active = s.id === current;
        return (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              onClick={onPick}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium transition-colors ${active ? 'bg-white text-ink' : 'text-gray-200 hover:bg-white/10 hover:text-white'}`}
            >
              {s.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
