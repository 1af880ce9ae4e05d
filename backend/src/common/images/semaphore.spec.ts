import { Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => semaphore.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(semaphore.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('Semaphore with weights', () => {
  const hold = (log: string[], name: string, ms: number) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`end ${name}`);
  };

  it('runs light tasks together and a heavy one only when its share is free, in arrival order', async () => {
    const semaphore = new Semaphore(100);
    const log: string[] = [];
    await Promise.all([
      semaphore.run(hold(log, 'a', 10), 12),
      semaphore.run(hold(log, 'b', 10), 12),
      semaphore.run(hold(log, 'c', 10), 12),
      semaphore.run(hold(log, 'big', 5), 90),
      semaphore.run(hold(log, 'd', 5), 12),
    ]);
    // a, b and c (36 of 100) run at once; 'big' (90) waits for them, and 'd' waits behind 'big'.
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
    expect(log.indexOf('start big')).toBeGreaterThan(log.indexOf('end c'));
    expect(log.indexOf('start d')).toBeGreaterThan(log.indexOf('start big'));
  });

  it('runs a task heavier than the whole capacity alone', async () => {
    const semaphore = new Semaphore(10);
    await expect(semaphore.run(() => Promise.resolve('huge'), 500)).resolves.toBe('huge');
    await expect(semaphore.run(() => Promise.resolve('next'), 5)).resolves.toBe('next');
  });
});
