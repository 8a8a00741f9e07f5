import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy and waitFor wait on what the page shows; the bound is only how long a failing one takes. A lazy
// chunk imported in jsdom took over 5 s on a two-core machine busy with browsers (the default is 1 s).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no pointer capture; Radix's toast asks for it when a pointer presses its close button.
if (typeof Element !== 'undefined' && !('hasPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  });
}
