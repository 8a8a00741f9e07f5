/**
 * A multipart body object as FormData: arrays become repeated parts, a File keeps
 * its filename, other values are sent as text (JSON unless already a string). A ready FormData passes through.
 */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) appendPart(form, name, item);
  }
  return form;
}

function appendPart(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(name, value);
  else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
}
