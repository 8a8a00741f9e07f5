/** A call's facts with the visitor's church where the call noted none: the notes, the summary and the carry to the form name it. */
export function withChurch<T extends { readonly church: string | null }>(facts: T, name: string | null): T {
  return facts.church === null && name !== null ? { ...facts, church: name } : facts;
}
