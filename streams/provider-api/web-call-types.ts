import type { components } from './generated/schema';

/** `POST /call/web` payload: a string field is an id, an object field an inline definition. */
export type WebCallCreate = components['schemas']['WebCallCreate'];

/** The created web call: the fields the call client reads are typed, the rest is open. */
export type WebCall = components['schemas']['WebCall'];
