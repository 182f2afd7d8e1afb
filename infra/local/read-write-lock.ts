// A first-come, first-served read/write lock for async work: many holders of
// the shared side at once, or one holder of the exclusive side alone. A waiting
// exclusive request stops later shared ones from jumping the queue, so a
// stream of single writes cannot starve a transaction.

type Waiter = { exclusive: boolean; grant: () => void };

export class ReadWriteLock {
  private sharedHolders = 0;
  private exclusiveHeld = false;
  private readonly queue: Waiter[] = [];

  shared<T>(work: () => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.run(true, work);
  }

  private async run<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((grant) => {
      this.queue.push({ exclusive, grant });
      this.drain();
    });
    try {
      return await work();
    } finally {
      if (exclusive) this.exclusiveHeld = false;
      else this.sharedHolders--;
      this.drain();
    }
  }

  private drain(): void {
    while (this.queue.length > 0 && !this.exclusiveHeld) {
      const next = this.queue[0];
      if (next.exclusive && this.sharedHolders > 0) return;
      this.queue.shift();
      if (next.exclusive) this.exclusiveHeld = true;
      else this.sharedHolders++;
      next.grant();
    }
  }
}
