import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { installFakeApi } from 'shared-ui/testing';
import { serverSession } from '../testing/training-fixtures';
import { memoryStore } from './memory-store';
import { OutboxProvider, RETRY_INTERVAL_MS, useOutbox, usePendingSets } from './outbox-provider';

const stored = serverSession({ routineId: null, dayIndex: null });

function Tick() {
  const outbox = useOutbox();
  const pending = usePendingSets();
  useEffect(() => {
    void outbox.track({ ...stored, serverId: 's1' }).then(() =>
      outbox.enqueue({
        kind: 'set',
        key: 'set-1',
        session: 'c1',
        set: {
          clientId: 'set-1',
          exerciseId: 'e1',
          position: 0,
          type: 'normal',
          weightKg: 60,
          reps: 10,
          rir: null,
          completedAt: '2026-11-27T04:02:00.000Z',
        },
      }),
    );
  }, [outbox]);
  return <p>{`pending ${pending}`}</p>;
}

function renderOffline() {
  let online = false;
  const api = installFakeApi({
    'PUT /api/training/sessions/:id/sets': () => ({ body: stored }),
  });
  const fake = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
    online ? fake(...args) : Promise.reject(new TypeError('offline'))) as typeof fetch;
  render(
    <OutboxProvider userId="u1" store={memoryStore()}>
      <Tick />
    </OutboxProvider>,
  );
  return { api, goOnline: () => (online = true) };
}

test('the outbox is sent again as soon as the browser says it is back online', async () => {
  const { api, goOnline } = renderOffline();
  expect(await screen.findByText('pending 1')).toBeVisible();
  goOnline();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('pending 0')).toBeVisible();
  expect(api.callsTo('PUT', '/api/training/sessions/s1/sets')).toHaveLength(1);
});

test('without an online event, the outbox is tried again on an interval', async () => {
  jest.useFakeTimers();
  try {
    const { api, goOnline } = renderOffline();
    await waitFor(() => expect(screen.getByText('pending 1')).toBeVisible());
    goOnline();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RETRY_INTERVAL_MS);
    });
    await waitFor(() => expect(screen.getByText('pending 0')).toBeVisible());
    expect(api.callsTo('PUT', '/api/training/sessions/s1/sets')).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});
