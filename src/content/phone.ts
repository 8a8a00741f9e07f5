/**
 * An E.164 Australian number as Australians write it: +61491570006 → "0491 570 006",
 * +61290000000 → "(02) 9000 0000". Anything else is shown as it was given.
 */
export function formatPhoneNumber(e164: string): string {
  const au = /^\+61(\d{9})$/.exec(e164.replace(/\s+/g, ''));
  if (!au?.[1]) return e164;
  const local = `0${au[1]}`;
  if (local.startsWith('04') || local.startsWith('05')) return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  if (local.startsWith('1')) return local;
  return `(${local.slice(0, 2)}) ${local.slice(2, 6)} ${local.slice(6)}`;
}
