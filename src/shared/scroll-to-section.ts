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
  scrollAndFocus(section, section.querySelector<HTMLElement>('[data-section-focus]') ?? section, 'start');
  window.history.pushState(null, '', `#${id}`);
}

/** Takes the visitor to a form field in the page (e.g. after filling it in for them): scrolled to the middle of the view and focused. */
export function goToField(id: string): void {
  const field = document.getElementById(id);
  if (field) scrollAndFocus(field, field, 'center');
}

function scrollAndFocus(target: HTMLElement, focusTarget: HTMLElement, block: ScrollLogicalPosition): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block });
  focusTarget.focus({ preventScroll: true });
}
