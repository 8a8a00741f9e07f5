import { Subject, defer, merge, of, type Observable } from 'rxjs';
import { CHURCH_NAME_VARIABLE, churchNameOf } from '../../assistant/church-name';
import { STORAGE_KEYS, createSafeStorage, perform, runMachine, step } from '../shared';

// "Your church's name": the visitor's own church, given before a call, which the demo's notes, summary and
// office messages name instead of its own. Kept for the visit as typed, so nothing typed is lost, even
// what the rule refuses. A chunk of its own (streams/site/lazy-church-name.ts loads it).

export interface ChurchName {
  /** What the visitor typed, as typed. */
  readonly typed: string;
  /** The name as the demo uses it (assistant/church-name.ts), or null: none given, or not one the rule takes. */
  readonly name: string | null;
}

export type ChurchNameInput = { readonly type: 'restored' | 'typed'; readonly text: string };

const KEY = STORAGE_KEYS.churchName.key;

/** Of a call's start, what the church's name sets: the live assistant greets with it; the simulated one ignores it. */
export interface ChurchCallParams {
  readonly variableValues?: Readonly<Record<string, string>>;
}

export const NO_CHURCH_NAME: ChurchName = { typed: '', name: null };

export function reduceChurchName(_state: ChurchName, input: ChurchNameInput) {
  const next: ChurchName = { typed: input.text, name: churchNameOf(input.text) };
  // A restored name is stored already.
  return step(next, [], input.type === 'typed' ? [input.text] : []);
}

export interface ChurchNameControl {
  /** The name now; replays the latest. */
  readonly churchName$: Observable<ChurchName>;
  /** What a call's start is given now: the name as the assistant's variable, where the demo has one. */
  callParams(): ChurchCallParams;
  setChurchName(text: string): void;
}

/** Runs for the visit: the kept name shows at once, each change is kept. */
export function createChurchName(storage: Storage | undefined): ChurchNameControl {
  const store = createSafeStorage(storage);
  const intents = new Subject<ChurchNameInput>();
  const restored = defer(() => of<ChurchNameInput>({ type: 'restored', text: store.get(KEY) ?? '' }));
  const machine = runMachine<ChurchName, ChurchNameInput, never, string>({
    initial: NO_CHURCH_NAME,
    reduce: reduceChurchName,
    inputs: merge(restored, intents),
    lifetime: 'visit',
    perform: (text) => perform(() => (text ? store.set(KEY, text) : store.remove(KEY))),
  });
  return {
    churchName$: machine.state$,
    callParams: () => {
      const { name } = machine.value();
      // Spoken before a full stop of its own ("… for St Mary's Inc."): its trailing punctuation would be said twice.
      return name === null ? {} : { variableValues: { [CHURCH_NAME_VARIABLE]: name.replace(/[ .,&-]+$/, '') } };
    },
    setChurchName: (text) => intents.next({ type: 'typed', text }),
  };
}
