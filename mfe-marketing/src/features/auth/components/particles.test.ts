import { MAX_DELAY_S, MAX_DURATION_S, MIN_DURATION_S, makeParticles } from './particles';

describe('auth particles', () => {
  it('are 50, each with a delay up to 2 s and a duration between 3 and 6 s', () => {
    const particles = makeParticles();
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.delay).toBeGreaterThanOrEqual(0);
      expect(p.delay).toBeLessThanOrEqual(MAX_DELAY_S);
      expect(p.duration).toBeGreaterThanOrEqual(MIN_DURATION_S);
      expect(p.duration).toBeLessThanOrEqual(MAX_DURATION_S);
    }
  });
});
