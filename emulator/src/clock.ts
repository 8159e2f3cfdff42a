/** The emulator's clock: real time, or frozen at an instant that tests choose. */
export class Clock {
  private _frozen: Date | null = null;

  constructor(frozen: string | Date | null = null) {
    this.set(frozen);
  }

  now(): Date {
    return this._frozen ? new Date(this._frozen) : new Date();
  }

  /** Freezes the clock at `instant`; null lets it follow real time again. */
  set(instant: string | Date | null): void {
    if (instant === null) {
      this._frozen = null;
      return;
    }
    const date = new Date(instant);
    if (Number.isNaN(date.getTime())) throw new Error(`Invalid clock instant: ${String(instant)}`);
    this._frozen = date;
  }
}
