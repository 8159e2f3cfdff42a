/** An instant as programs and their URLs write it: UTC with `Z`, milliseconds only where it has some. */
export function instantText(instant: Date): string;
export function instantText(instant: Date | undefined): string | undefined;
export function instantText(instant: Date | undefined): string | undefined {
  return instant?.toISOString().replace('.000Z', 'Z');
}
