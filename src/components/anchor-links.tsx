import { goToSection } from '../app/scroll-to-section';
import { anchors } from '../content/site';

/** The four in-page links (features, pricing, FAQ, contact); styled by where they stand. */
export function AnchorLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <a href={`#${anchor.id}`} onClick={(event) => goToSection(event, anchor.id)}>
            {anchor.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
