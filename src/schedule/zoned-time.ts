import type { LocalDateTime } from './types.js';

export function resolveInstant(dateTime: string, timeZone: string): Date | undefined {
  throw new Error('not implemented');
}
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  throw new Error('not implemented');
}
export function businessDate(local: LocalDateTime, dayStartMinutes: number): string {
  throw new Error('not implemented');
}
export function isValidTimeZone(zone: string): boolean {
  throw new Error('not implemented');
}
