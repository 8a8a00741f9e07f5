import { DEMO_CONFIG, type DemoConfig } from './demo-config';
import { createSafeStorage } from '../shared';

/** That the provider refused the demo, kept for the visit (sessionStorage): a reload does not invite the same failure. */
export interface UnavailableRecord {
  /** The demo was found unavailable earlier in this visit. */
  known(): boolean;
  remember(): void;
}

export interface UnavailableRecordDeps {
  /** `sessionStorage`, or `undefined` where there is none; see `tryGetStorage`. */
  readonly storage: Storage | undefined;
  readonly config?: DemoConfig;
}

/** Never throws, whatever the storage does; without storage it remembers nothing past this page. */
export function createUnavailableRecord({ storage, config = DEMO_CONFIG }: UnavailableRecordDeps): UnavailableRecord {
  const safe = createSafeStorage(storage);
  const key = config.unavailableStorageKey;
  return {
    known: () => safe.get(key) === '1',
    remember: () => safe.set(key, '1'),
  };
}
