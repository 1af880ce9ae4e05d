/**
 * Tasks share a capacity: each takes its `weight` of it (1 unless given) while it runs, and
 * waits while the rest would not fit. Waiters go in arrival order: a large task at the head is
 * not overtaken by smaller ones behind it, so it cannot starve.
 */
export class Semaphore {
  private used = 0;
  private readonly waiting: Array<{ weight: number; start: () => void }> = [];

  constructor(private readonly capacity: number) {}

  async run<T>(task: () => Promise<T>, weight = 1): Promise<T> {
    // A task heavier than the whole capacity runs alone rather than never.
    const share = Math.min(weight, this.capacity);
    if (this.waiting.length === 0 && this.used + share <= this.capacity) this.used += share;
    else await new Promise<void>((start) => this.waiting.push({ weight: share, start }));
    try {
      return await task();
    } finally {
      this.used -= share;
      this.startWaiters();
    }
  }

  private startWaiters(): void {
    while (this.waiting.length > 0 && this.used + this.waiting[0].weight <= this.capacity) {
      const next = this.waiting.shift() as { weight: number; start: () => void };
      this.used += next.weight;
      next.start();
    }
  }
}
