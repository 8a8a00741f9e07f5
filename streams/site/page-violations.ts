import { concat, defer, from, fromEvent, type Observable } from 'rxjs';

declare global {
  interface Window {
    /** Violations seen before anything else of the page ran, kept by its first script (index.html). */
    vestryCspViolations?: SecurityPolicyViolationEvent[];
  }
}

/** The page's Content-Security-Policy violations: those its first script kept, then each new one. */
export function pageViolation$(page: Pick<Window, 'document' | 'vestryCspViolations'>): Observable<SecurityPolicyViolationEvent> {
  return defer(() =>
    concat(from([...(page.vestryCspViolations ?? [])]), fromEvent<SecurityPolicyViolationEvent>(page.document, 'securitypolicyviolation')),
  );
}
