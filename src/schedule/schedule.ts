import type { Showing } from '../platform/schemas.js';
import type { Schedule, ScheduleOptions } from './types.js';

export function buildSchedule(showings: readonly Showing[], options: ScheduleOptions): Schedule {
  throw new Error('not implemented');
}
