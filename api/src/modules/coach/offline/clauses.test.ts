import type { AiRequest, MemberFacts } from '../types';
import { offlineAnswer } from './engine';
import { asksWeekPlan, sessionMinutes } from './schedule';

const ask = (message: string, member?: MemberFacts): AiRequest => ({
  history: [],
  message,
  structured: true,
  ...(member ? { member } : {}),
});

describe('a week to plan with a schedule (fifteenth round, part K)', () => {
  it('the stated days and minutes give the programme and how it fits the time', () => {
    const { text, suggestions } = offlineAnswer(
      ask('only got 50 min, 4 days a week, how should i organise push and pull?'),
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/^\*\*Upper \/ Lower\*\* for 4 sessions a week/);
    expect(text).toMatch(/In 50 minutes: 5 minutes of warm-up, then 5 exercises of 3 sets/);
    expect(text).toMatch(/superset/);
    expect(text).toMatch(/\| Sets × reps \|/);
  });

  it('the profile\'s days answer "my week", in French too', () => {
    const { text } = offlineAnswer(ask('ma semaine type ça donne quoi ?', { daysPerWeek: 2 }));
    expect(text).toMatch(/^\*\*Full body A\/B\*\* pour 2 séances par semaine/);
    expect(text).toMatch(/Compte 45 à 60 minutes par séance/);
  });

  it('a schedule beside another subject is not a week to plan', () => {
    expect(asksWeekPlan("j'ai 3 jours dispo, je fais quoi ?", {})).toBe(true);
    expect(asksWeekPlan('3x par semaine et je stagne au bench, je fais quoi ?', {})).toBe(false);
    expect(
      asksWeekPlan(
        '4 séances par semaine, combien de kcal et comment je répartis mes macros ?',
        {},
      ),
    ).toBe(false);
    expect(asksWeekPlan('what should my week look like?', {})).toBe(true);
    expect(asksWeekPlan('how do i fit cardio in 3 days a week?', {})).toBe(false);
  });

  it('reads the session length', () => {
    expect(sessionMinutes('1h30 par séance')).toBe(90);
    expect(sessionMinutes('45 min max')).toBe(45);
    expect(sessionMinutes('an hour a day')).toBe(60);
    expect(sessionMinutes('3 days a week')).toBeUndefined();
  });
});
