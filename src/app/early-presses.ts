// Presses on the page's buttons before React has hydrated them, kept by the inline script in
// index.html (no inline handler attributes, so it stays within a hashed-script CSP).

export interface EarlyPresses {
  /** Stops keeping presses and hands over the buttons pressed so far, oldest first. */
  stop: () => HTMLElement[];
}

declare global {
  interface Window {
    vestryEarlyPresses?: EarlyPresses;
  }
}

/**
 * Stops the early capture and presses the kept buttons again, now that React listens. React
 * hydrates a button's boundary at once when it is pressed, so the replay reaches its handler.
 */
export function replayEarlyPresses(): void {
  const pressed = window.vestryEarlyPresses?.stop() ?? [];
  delete window.vestryEarlyPresses;
  for (const button of pressed) if (button.isConnected) button.click();
}
