/** A clock that moves only when a test says so (the harness fast-forwards through the control API). */
import type { Clock } from '../core/clock.js';

export class ManualClock implements Clock {
  constructor(private current = new Date('2026-01-15T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}
