import type { ReactNode } from 'react';
import type { Session } from './create-session';
import { SessionContext } from './session-context';

/** Hands the streams of one visit to React; they are built outside render, once. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
