import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import type { RestClock } from '../hooks/use-session';
import { RestTimer } from './rest-timer';

const START = new Date('2026-11-27T04:00:00.000Z').getTime();

function Harness({ seconds, onEnd }: { seconds: number; onEnd: () => void }) {
  const [rest, setRest] = useState<RestClock | null>({ endsAt: START + seconds * 1000 });
  return (
    <RestTimer
      rest={rest}
      onAdjust={(s) => setRest((r) => r && { endsAt: r.endsAt + s * 1000 })}
      onEnd={() => {
        onEnd();
        setRest(null);
      }}
    />
  );
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  Object.defineProperty(navigator, 'vibrate', { value: jest.fn(() => true), configurable: true });
});
afterEach(() => jest.useRealTimers());

test('the countdown is read from the clock: after the phone slept, it shows the time really left', () => {
  renderWithProviders(<Harness seconds={90} onEnd={() => {}} />);
  expect(screen.getByRole('timer')).toHaveTextContent('1:30');
  // Asleep for 70 s: no interval ran, only the clock moved; waking up fires visibilitychange.
  jest.setSystemTime(START + 70_000);
  act(() => {
    fireEvent(document, new Event('visibilitychange'));
  });
  expect(screen.getByRole('timer')).toHaveTextContent('0:20');
});

test('+15 s and −15 s move the end; at the end the phone vibrates and the end is announced', () => {
  const onEnd = jest.fn();
  renderWithProviders(<Harness seconds={30} onEnd={onEnd} />);
  fireEvent.click(screen.getByRole('button', { name: '+15 s' }));
  act(() => jest.advanceTimersByTime(250));
  expect(screen.getByRole('timer')).toHaveTextContent('0:45');
  fireEvent.click(screen.getByRole('button', { name: '−15 s' }));
  fireEvent.click(screen.getByRole('button', { name: '−15 s' }));
  act(() => jest.advanceTimersByTime(250));
  expect(screen.getByRole('timer')).toHaveTextContent('0:15');
  expect(onEnd).not.toHaveBeenCalled();

  act(() => jest.advanceTimersByTime(15_000));
  expect(onEnd).toHaveBeenCalledTimes(1);
  expect(navigator.vibrate).toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Repos terminé : série suivante.');
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

test('skip ends the rest without the end-of-rest announcement', () => {
  const onEnd = jest.fn();
  renderWithProviders(<Harness seconds={60} onEnd={onEnd} />);
  fireEvent.click(screen.getByRole('button', { name: 'Passer' }));
  expect(onEnd).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(navigator.vibrate).not.toHaveBeenCalled();
});
