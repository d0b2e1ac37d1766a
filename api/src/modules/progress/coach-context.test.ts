import type { CheckIn, CoachingProfile, WeightEntry } from '@zak/contract';
import { answerOffline } from '../coach';
import { countTokens } from '../../platform/tokens';
import { buildCoachContext, COACH_CONTEXT_TOKENS } from './coach-context';
import { addDays } from './trend';

// The offline coach builds its search indexes on first use; a busy machine is slow.
jest.setTimeout(30_000);

const today = '2026-11-23';
/** Five weeks of daily weights, losing 0.1 kg a day from 86 kg. */
const weights: WeightEntry[] = Array.from({ length: 35 }, (_, i) => ({
  id: `w${i}`,
  date: addDays(today, i - 34),
  weightKg: 86 - i * 0.1,
}));
const profile: CoachingProfile = {
  goal: 'cut',
  heightCm: 181,
  birthYear: 1990,
  sex: 'male',
  trainingDays: 4,
  level: 'intermediate',
  equipment: 'gym',
  units: 'metric',
  coachContext: true,
};
const checkIn: CheckIn = {
  id: 'c1',
  date: '2026-11-20',
  dietAdherence: 8,
  trainingAdherence: 9,
  sleep: 6,
  energy: 7,
  stress: 4,
  hunger: 5,
  notes: 'Hungry in the evening',
};

describe('coach context (golden)', () => {
  it('states the goal, profile, 7-day average, rates and last check-in with dates and units', () => {
    const { text, facts } = buildCoachContext({
      profile,
      weights,
      lastCheckIn: checkIn,
      today,
      lang: 'en',
    });
    expect(text.split('\n')).toEqual([
      'Member data, entered by the member in the Zak Coaching progress tracker (today: 2026-11-23). "no data": not entered.',
      '- Goal: cut (usual rate -1.00% to -0.50% of body weight per week)',
      '- Profile: male; born 1990 (36 years old); height 181.0 cm; 4 training days per week; intermediate; gym',
      '- Body weight: 7-day average 82.9 kg on 2026-11-23 (latest weigh-in 82.6 kg on 2026-11-23)',
      '- This week: -0.7 kg (-0.84% of body weight) against last week',
      '- 4-week rate: -0.7 kg per week (-0.82% of body weight per week)',
      '- Last check-in (2026-11-20): diet 8/10, training 9/10, sleep 6/10, energy 7/10, stress 4/10, hunger 5/10',
      '  notes: "Hungry in the evening"',
    ]);
    expect(facts).toEqual({
      weightKg: 82.9,
      weightUnit: 'kg',
      heightCm: 181,
      age: 36,
      sex: 'male',
      goal: 'cut',
      daysPerWeek: 4,
      level: 'intermediate',
      equipment: 'gym',
    });
  });

  it('speaks French with French numbers, and pounds for a member in imperial units', () => {
    const { text, facts } = buildCoachContext({
      profile: { ...profile, units: 'imperial' },
      weights,
      lastCheckIn: null,
      today,
      lang: 'fr',
    });
    expect(text).toContain('- Objectif : sèche (rythme habituel de -1,00 % à -0,50 % du poids');
    expect(text).toContain('- Poids : moyenne sur 7 jours 182,8 lb au 2026-11-23');
    expect(text).toContain('- Dernier bilan : aucune donnée');
    // The engine still receives metric facts.
    expect(facts).toMatchObject({ weightKg: 82.9, weightUnit: 'lb' });
  });

  it('says "no data" for everything a new member has not entered', () => {
    const { text, facts } = buildCoachContext({
      profile: null,
      weights: [],
      lastCheckIn: null,
      today,
      lang: 'en',
    });
    expect(text.split('\n').slice(1)).toEqual([
      '- Goal: no data',
      '- Profile: no data',
      '- Body weight: no data',
      '- This week: no data',
      '- 4-week rate: no data',
      '- Last check-in: no data',
    ]);
    expect(facts).toEqual({});
  });

  it('stays within its token budget: long notes are cut, then the least useful lines go', () => {
    const long = { ...checkIn, notes: 'Tired after leg day and hungry at night. '.repeat(40) };
    const input = { profile, weights, lastCheckIn: long, today, lang: 'en' as const };
    const full = buildCoachContext(input);
    expect(countTokens(full.text)).toBeLessThanOrEqual(COACH_CONTEXT_TOKENS);
    expect(full.text).toContain('notes: "Tired after leg day');
    const tight = buildCoachContext(input, 120);
    expect(countTokens(tight.text)).toBeLessThanOrEqual(120);
    // What the coach needs most stays: goal and weight.
    expect(tight.text).toContain('- Goal: cut');
    expect(tight.text).toContain('7-day average 82.9 kg');
    expect(tight.text).not.toContain('notes:');
  });
});

describe('the offline coach uses the stored profile (golden)', () => {
  const plan = (p: CoachingProfile, w: WeightEntry[], message: string, lang: 'fr' | 'en') =>
    answerOffline({
      history: [],
      message,
      structured: true,
      language: lang,
      member: buildCoachContext({ profile: p, weights: w, lastCheckIn: null, today, lang }).facts,
    });

  it('computes the nutrition plan from the profile and the 7-day average, asking for nothing', () => {
    const answer = plan(profile, weights, 'Give me a nutrition plan', 'en');
    expect(answer).toMatch(/^\*\*2214 kcal a day\*\*: 182 g of protein, 62 g of fat and 232 g/);
    expect(answer).toContain('Profile used: 82.9 kg, 181 cm, 36 years old, male');
    expect(answer).not.toMatch(/assumed|Can you tell me|tell me your/i);
  });

  it('changes when the profile changes', () => {
    const her: CoachingProfile = {
      ...profile,
      sex: 'female',
      goal: 'bulk',
      heightCm: 165,
      birthYear: 2000,
    };
    const lighter = weights.map((w) => ({ ...w, weightKg: w.weightKg - 25 }));
    const answer = plan(her, lighter, 'Plan nutritionnel', 'fr');
    expect(answer).toMatch(/^\*\*2248 kcal par jour\*\* : 104 g de protéines/);
    expect(answer).toContain('57,9 kg, 165 cm, 26 ans, femme');
    expect(answer).not.toMatch(/supposé|Peux-tu me donner|donne-moi ton/i);
  });

  it('builds the training programme for the stored days, level and equipment', () => {
    const home = plan(
      { ...profile, trainingDays: 3, level: 'beginner', equipment: 'home' },
      weights,
      'Training programme',
      'en',
    );
    const gym = plan(profile, weights, 'Training programme', 'en');
    expect(gym).toContain('## Training programme: Upper / Lower');
    expect(gym).toContain('4 session(s) a week, intermediate level, gym.');
    expect(home).toContain('## Training programme: Full body A/B/C');
    expect(home).toContain('3 session(s) a week, beginner level, home with dumbbells.');
    expect(home).not.toEqual(gym);
  });
});

describe('"how am I doing?" from the tracker (golden)', () => {
  const ask = (message: string, w: WeightEntry[], lang: 'fr' | 'en', goal = profile.goal) => {
    const context = buildCoachContext({
      profile: { ...profile, goal },
      weights: w,
      lastCheckIn: null,
      today,
      lang,
    });
    return answerOffline({
      history: [],
      message,
      structured: true,
      language: lang,
      member: context.facts,
      progress: context.progress,
    });
  };

  it('gives the trend and the rate against the goal range, on track', () => {
    const answer = ask('Où j’en suis ?', weights, 'fr');
    expect(answer).toContain('Ta moyenne sur 7 jours est de 82,9 kg (au 2026-11-23).');
    expect(answer).toContain('sur 4 semaines : -0,7 kg par semaine (-0,82 % du poids par semaine)');
    expect(answer).toContain(
      "C'est dans la fourchette habituelle d'une sèche (-1,00 % à -0,50 % par semaine)",
    );
    expect(answer).toContain('Ne change rien');
  });

  it('names a plateau and what to change, in English', () => {
    const flat = weights.map((w, i) => ({ ...w, weightKg: 80 + (i % 2 ? 0.1 : -0.1) }));
    const answer = ask('How am I doing?', flat, 'en');
    expect(answer).toContain(
      'Your average has not moved for 2 weeks: that is a plateau for your cut.',
    );
    expect(answer).toContain('Cut 100-200 kcal a day');
  });

  it('says a bulk that loses weight is too slow, and asks for weigh-ins when there are none', () => {
    expect(ask('How am I doing?', weights, 'en', 'bulk')).toContain(
      'That is not a bulk: add 200-300 kcal a day.',
    );
    expect(ask('Comment je progresse ?', [], 'fr')).toMatch(
      /^Je n'ai encore aucune pesée dans ton suivi/,
    );
  });
});
