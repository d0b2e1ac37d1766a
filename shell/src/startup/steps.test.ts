import { startInSteps, yieldToBrowser } from './steps';

afterEach(() => {
  jest.useRealTimers();
});

test('runs the steps one at a time, in order, with a task between them, then the last one', async () => {
  jest.useFakeTimers();
  const order: string[] = [];
  const step = (name: string) => async () => {
    order.push(name);
  };
  const done = startInSteps([step('react'), step('react-dom')], async () => {
    order.push('app');
    return 'started';
  });
  await Promise.resolve();
  // Not even the first step runs in the caller's task.
  expect(order).toEqual([]);
  await jest.runOnlyPendingTimersAsync();
  // The first step ran; the second waits for the next task.
  expect(order).toEqual(['react']);
  await jest.runOnlyPendingTimersAsync();
  expect(order).toEqual(['react', 'react-dom']);
  await jest.runAllTimersAsync();
  await expect(done).resolves.toBe('started');
  expect(order).toEqual(['react', 'react-dom', 'app']);
});

test('a failed step does not stop the start', async () => {
  const last = jest.fn(async () => 'started');
  await expect(startInSteps([() => Promise.reject(new Error('chunk failed'))], last)).resolves.toBe(
    'started',
  );
  expect(last).toHaveBeenCalledTimes(1);
});

test('yields through scheduler.yield when the browser has it', async () => {
  const yieldFn = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
  try {
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});
