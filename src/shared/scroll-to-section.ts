import type { MouseEvent } from 'react';

/**
 * In-page link handler: scrolls to the section (instantly when the visitor prefers
 * reduced motion) and moves keyboard focus to its heading, so the next Tab continues there.
 * Without JavaScript the plain #anchor link still works.
 */
export function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  const focusTarget = section.querySelector<HTMLElement>('[data-section-focus]') ?? section;
  focusTarget.focus({ preventScroll: true });
  window.history.pushState(null, '', `#${id}`);
}
