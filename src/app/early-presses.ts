// What the visitor did before React hydrated the page, kept by the inline script in
// index.html (no inline handler attributes, so it stays within a hashed-script CSP).

export interface EarlyInput {
  /** Buttons pressed (form submits excepted), oldest first. */
  pressed: HTMLElement[];
  /** Fields typed in. */
  typed: (HTMLInputElement | HTMLTextAreaElement)[];
  /** Forms sent (their native sending was stopped). */
  sent: HTMLFormElement[];
}

export interface EarlyPresses {
  /** Stops keeping presses and typing and hands over what was kept. */
  stop: () => EarlyInput;
}

declare global {
  interface Window {
    vestryEarlyPresses?: EarlyPresses;
  }
}

const inputEvent = () => new Event('input', { bubbles: true });

/**
 * Tells React what a field holds. The first input event makes React hydrate the field's part at
 * once; hydrating, React takes the typed text as the field's last known value, so the value is
 * then set through React's tracking to empty and back natively, and a second event reports it.
 */
function reportTyped(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.dispatchEvent(inputEvent());
  // Only a field React now tracks has the own `value` property; any other keeps its text as is.
  if (!Object.prototype.hasOwnProperty.call(field, 'value')) return;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(inputEvent());
}

/**
 * Stops the early capture and replays it, now that React listens: the typed fields first, then
 * the presses, then the forms sent. React hydrates a pressed button's (or sent form's) part at
 * once, so the event reaches its handler.
 */
export function replayEarlyPresses(): void {
  const kept = window.vestryEarlyPresses?.stop() ?? { pressed: [], typed: [], sent: [] };
  delete window.vestryEarlyPresses;
  // Read first: reporting one field re-renders the form, which puts the others back to the
  // values React knew.
  const typed = kept.typed.filter((field) => field.isConnected).map((field) => [field, field.value] as const);
  for (const [field, value] of typed) reportTyped(field, value);
  for (const button of kept.pressed) if (button.isConnected) button.click();
  for (const form of kept.sent) if (form.isConnected) form.requestSubmit();
}
