/** What every step of one load shares: the configuration, the client, the clock and where results go. */
import type { WidgetConfig } from '../config/config.js';
import type { PlatformClient } from '../platform/client.js';
import type { ScheduleOptions } from '../schedule/types.js';
import type { Loaded } from './loaded.js';

export interface LoadContext {
  config: WidgetConfig;
  client: PlatformClient;
  signal: AbortSignal;
  /** The schedule's options for this load: its `now`, days and zones. */
  scheduleOptions: ScheduleOptions;
  /** Hands on what can be shown before the load ends (a day whose windows landed). */
  publish: (loaded: Loaded) => void;
}
