import { map, type Observable } from 'rxjs';
import { pageViolation$ } from '../../streams/site';

// The page's Content-Security-Policy violations as rows of the dev call-event log. The inline
// script at the top of index.html listens from the page's start and keeps the first ones.

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
  return pageViolation$(page).pipe(map(toViolationEvent));
}
