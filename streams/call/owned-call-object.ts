import { Observable } from 'rxjs';
import type { CallObject, CallObjectFactory, CallObjectOptions } from './call-object';
import type { Logger } from './session';

/**
 * Creates a call object as an observable. If the subscriber is gone by the time the
 * factory answers (stop() during creation), the orphan is destroyed, never leaked.
 */
export function createOwnedCallObject(factory: CallObjectFactory, options: CallObjectOptions, log: Logger): Observable<CallObject> {
  return new Observable<CallObject>((subscriber) => {
    let wanted = true;
    Promise.resolve()
      .then(() => factory.create(options))
      .then(
        (call) => {
          if (wanted) {
            subscriber.next(call);
            subscriber.complete();
          } else {
            call.destroy().catch((error: unknown) => log.warn('Destroying an orphan call object failed:', error));
          }
        },
        (error: unknown) => subscriber.error(error),
      );
    return () => {
      wanted = false;
    };
  });
}
