// Applies the API folder's overlay (`openapi.overlay.json`, OpenAPI Overlay 1.0) to a document:
// what the provider's published document lacks, such as POST /call/web. The Overlay format is
// a standard other tools read too, and each action names its target, so the file says where each
// addition goes. openapi-format applies it (JSONPath targets, `remove`, then `update` merges).
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { openapiOverlay, resolveJsonPathValue, type OpenAPIOverlayOptions } from 'openapi-format';

/** An Overlay document as openapi-format types it; `readOverlay` has checked its version and actions. */
export type Overlay = OpenAPIOverlayOptions['overlaySet'];

export interface OverlayReport {
  /** The description (or target) of every update action, in order. */
  applied: string[];
  /** Targets of remove actions that found something else than the overlay puts there: what the overlay replaced. */
  replaced: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads and checks an overlay: version 1.0.x, every action a `$` target with `update` or `remove: true`. */
export function readOverlay(path: string): Overlay {
  const overlay = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!isObject(overlay) || typeof overlay.overlay !== 'string' || !/^1\.0\.\d+$/.test(overlay.overlay)) {
    throw new Error('not an OpenAPI Overlay 1.0 document (`"overlay": "1.0.x"`)');
  }
  const { actions } = overlay;
  if (!Array.isArray(actions)) throw new Error('it has no `actions` list');
  actions.forEach((action: unknown, i) => {
    const valid =
      isObject(action) &&
      typeof action.target === 'string' &&
      action.target.startsWith('$') &&
      ('update' in action || action.remove === true);
    if (!valid) throw new Error(`action ${i + 1} needs a JSONPath target and an update or \`remove: true\``);
  });
  return overlay as unknown as Overlay;
}

/**
 * A copy of `document` with the overlay applied, and what it did. An update action whose target
 * the document lacks throws: the overlay would silently add nothing.
 */
export async function applyOverlay<T>(document: T, overlay: Overlay): Promise<{ document: T; report: OverlayReport }> {
  // openapi-format types documents with openapi-types (installed or not): any document is typed here instead.
  const result = await openapiOverlay(structuredClone(document) as Parameters<typeof openapiOverlay>[0], { overlaySet: overlay });
  const applied = result.data as Record<string, unknown>;
  const unused = new Set(Array.isArray(result.resultData.unusedActions) ? (result.resultData.unusedActions as unknown[]) : []);
  const missed = overlay.actions.filter((action) => 'update' in action && unused.has(action));
  if (missed.length > 0) throw new Error(`the document has no ${missed.map((action) => action.target).join(', ')} to update`);
  return {
    document: applied as T,
    report: {
      applied: overlay.actions.filter((action) => 'update' in action).map((action) => action.description ?? action.target),
      replaced: overlay.actions
        .filter((action) => action.remove === true && !unused.has(action))
        .filter(
          (action) =>
            !isDeepStrictEqual(
              resolveJsonPathValue(document as Record<string, unknown>, action.target),
              resolveJsonPathValue(applied, action.target),
            ),
        )
        .map((action) => action.target),
    },
  };
}
