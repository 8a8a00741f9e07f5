/** A property of a value whose shape nothing vouches for (a parsed body, a library's payload); undefined where there is none. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
