import type { MouseEvent } from 'react';
import { goToSection } from '../shared/scroll-to-section';
import { anchors } from '../content/site';

export interface AnchorLinksProps {
  className?: string;
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
  /** Page the anchors are on: '' on the home page, '/' elsewhere (the 404 page). */
  base?: string;
}

/** The four in-page links (features, pricing, FAQ, contact); styled by where they stand. */
export function AnchorLinks({ className, onNavigate, base = '' }: AnchorLinksProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    onNavigate?.();
    goToSection(event, id);
  };
  return (
    <ul className={className}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <a href={`${base}#${anchor.id}`} onClick={(event) => follow(event, anchor.id)}>
            {anchor.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
