/** A program's schedule built a slice per task: at 400 cinemas a window holds thousands of showings. */
import type { Program } from '../program/program.js';
import { scheduleSlices } from '../schedule/schedule.js';
import type { Schedule, ScheduleOptions } from '../schedule/types.js';
import { inSlices } from '../common/in-slices.js';

export function buildInSlices(program: Program, options: ScheduleOptions): Promise<Schedule> {
  return inSlices(() => scheduleSlices(program, options));
}
