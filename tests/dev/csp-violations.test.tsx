import { act, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { cspViolation$, type ViolationFields } from '../../src/dev/csp-violations';
import PageEventLog from '../../src/dev/page-event-log';
import { renderWithTheme } from '../render-with-theme';

/** What the browser dispatches (jsdom has no SecurityPolicyViolationEvent: the fields on a plain event). */
function violation(fields: Partial<ViolationFields> = {}): SecurityPolicyViolationEvent {
  const event = new Event('securitypolicyviolation');
  return Object.assign(event, {
    effectiveDirective: 'connect-src',
    blockedURI: 'https://elsewhere.example/collect',
    sourceFile: 'https://vestry.example/assets/index.js',
    lineNumber: 12,
    sample: '',
    disposition: 'enforce',
    ...fields,
  }) as unknown as SecurityPolicyViolationEvent;
}

describe('the page’s CSP violations, for the dev log', () => {
  it('are the ones the page kept before anything subscribed, then each new one, as log events', () => {
    const kept = violation({ effectiveDirective: 'script-src-elem', blockedURI: 'inline', sourceFile: '', lineNumber: 0 });
    const page = { document, vestryCspViolations: [kept] };
    const seen: unknown[] = [];
    const subscription = cspViolation$(page).subscribe((event) => seen.push(event));
    document.dispatchEvent(violation({ disposition: 'report' }));
    subscription.unsubscribe();
    document.dispatchEvent(violation());
    expect(seen).toEqual([
      {
        type: 'csp-violation',
        directive: 'script-src-elem',
        blockedURI: 'inline',
        sourceFile: '',
        line: 0,
        sample: '',
        disposition: 'enforce',
      },
      {
        type: 'csp-violation',
        directive: 'connect-src',
        blockedURI: 'https://elsewhere.example/collect',
        sourceFile: 'https://vestry.example/assets/index.js',
        line: 12,
        sample: '',
        disposition: 'report',
      },
    ]);
  });

  it('work on a page without the inline listener (nothing kept)', () => {
    const seen: unknown[] = [];
    const subscription = cspViolation$({ document, vestryCspViolations: undefined }).subscribe((event) => seen.push(event));
    document.dispatchEvent(violation());
    subscription.unsubscribe();
    expect(seen).toHaveLength(1);
  });

  it('show in the dev call-event log beside the call’s events', () => {
    window.vestryCspViolations = [];
    const callEvents$ = new Subject<CallEvent>();
    renderWithTheme(<PageEventLog callEvents$={callEvents$} />);
    act(() => {
      callEvents$.next({ type: 'call-start' });
      document.dispatchEvent(violation());
    });
    act(() => screen.getByRole('button', { name: 'Call events' }).click());
    const list = within(screen.getByRole('region', { name: 'Event list' }));
    expect(list.getByText('csp-violation')).toBeTruthy();
    expect(
      list.getByText(/connect-src blocked https:\/\/elsewhere\.example\/collect at https:\/\/vestry\.example\/assets\/index\.js:12/),
    ).toBeTruthy();
    expect(list.getByText('call-start')).toBeTruthy();
    delete window.vestryCspViolations;
  });
});
