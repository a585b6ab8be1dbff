/** Thrown when the wait queue is full: the caller sheds the request instead of piling up. */
export class SemaphoreFullError extends Error {
  constructor() {
    super('semaphore queue full');
    this.name = 'SemaphoreFullError';
  }
}

/** Limits how many tasks run at once; a freed slot passes straight to the next waiter. */
export class Semaphore {
  private active = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) {
      this.active += 1;
    } else {
      if (this.waiters.length >= this.maxQueue) throw new SemaphoreFullError();
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiters.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
