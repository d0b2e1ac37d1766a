import { roundTicks } from './ticks';

describe('round ticks of a value axis', () => {
  it('puts kilograms on half-kilogram steps around the weigh-ins', () => {
    expect(roundTicks([83.85, 84.2, 83.6], 0.5)).toEqual({ ticks: [83.5, 84, 84.5], digits: 1 });
  });

  it('puts pounds on whole pounds, and widens the step rather than crowd the axis', () => {
    expect(roundTicks([184.9, 186.3], 1)).toEqual({ ticks: [184, 185, 186, 187], digits: 0 });
    expect(roundTicks([80, 92.3], 0.5)).toEqual({ ticks: [80, 85, 90, 95], digits: 0 });
    expect(roundTicks([80, 83.3], 0.5).ticks).toEqual([80, 81, 82, 83, 84]);
  });

  it('gives a single value a tick on either side, and nothing to nothing', () => {
    expect(roundTicks([84], 0.5).ticks).toEqual([83.5, 84, 84.5]);
    expect(roundTicks([], 0.5)).toEqual({ ticks: [], digits: 0 });
  });
});
