import { concat, defer, from, fromEvent, map, type Observable } from 'rxjs';

// The page's Content-Security-Policy violations as rows of the dev call-event log. The inline
// script at the top of index.html listens from the page's start and keeps the first ones.

declare global {
  interface Window {
    /** Violations seen before anything else of the page ran (index.html). */
    vestryCspViolations?: SecurityPolicyViolationEvent[];
  }
}

export interface CspViolationEvent {
  type: 'csp-violation';
  directive: string;
  /** The URL blocked, or `inline` / `eval` / `wasm-eval` for code. */
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  /** `enforce`: blocked; `report`: only reported (a report-only policy). */
  disposition: 'enforce' | 'report';
}

export type ViolationFields = Pick<
  SecurityPolicyViolationEvent,
  'effectiveDirective' | 'blockedURI' | 'sourceFile' | 'lineNumber' | 'sample' | 'disposition'
>;

export function toViolationEvent(event: ViolationFields): CspViolationEvent {
  return {
    type: 'csp-violation',
    directive: event.effectiveDirective,
    blockedURI: event.blockedURI,
    sourceFile: event.sourceFile,
    line: event.lineNumber,
    sample: event.sample,
    disposition: event.disposition === 'report' ? 'report' : 'enforce',
  };
}

/** The violations kept so far, then each new one, as the page's listener sees them. */
export function cspViolation$(page: Pick<Window, 'document' | 'vestryCspViolations'>): Observable<CspViolationEvent> {
  return defer(() =>
    concat(from([...(page.vestryCspViolations ?? [])]), fromEvent<SecurityPolicyViolationEvent>(page.document, 'securitypolicyviolation')),
  ).pipe(map(toViolationEvent));
}
