import { startPollingJob } from './polling-job';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a polling job', () => {
  it('runs at once, never two passes together, and once more when woken during a pass', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => undefined;
    const job = startPollingJob(60_000, async () => {
      passes += 1;
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => { release = resolve; });
      active -= 1;
    }, () => undefined);
    expect(passes).toBe(1);
    job.wake();
    job.wake();
    release();
    await tick();
    expect(passes).toBe(2);
    release();
    await tick();
    expect(passes).toBe(2);
    expect(most).toBe(1);
    await job.stop();
  });

  it('reports a failed pass and keeps going; 0 means never', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const job = startPollingJob(60_000, async () => { passes += 1; throw new Error('down'); }, (error) => errors.push(error));
    await tick();
    job.wake();
    await tick();
    expect(passes).toBe(2);
    expect(errors).toHaveLength(2);
    await job.stop();
    job.wake();
    expect(passes).toBe(2);

    let never = 0;
    const off = startPollingJob(0, async () => { never += 1; }, () => undefined);
    off.wake();
    await off.stop();
    expect(never).toBe(0);
  });
});
