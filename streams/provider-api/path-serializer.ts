const PATH_PARAM = /\{([^{}]+)\}/g;

/**
 * Substitutes `{name}` with the URL-encoded value (`/`, spaces and unicode included).
 * Empty, "." and ".." are refused: URL parsing would collapse them into another endpoint
 * (`DELETE /assistant/..` is `DELETE /`), and so is a missing value.
 */
export function serializePath(url: string, params: Record<string, unknown>): string {
  return url.replace(PATH_PARAM, (_match, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Path parameter "${name}" is missing`);
    }
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
      throw new TypeError(`Path parameter "${name}" must not be empty, "." or ".."`);
    }
    return encodeURIComponent(text);
  });
}
