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
