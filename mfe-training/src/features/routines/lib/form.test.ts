import { supersetLetters, toForm, toInput } from './form';

test('runs of linked exercises share one letter, per run', () => {
  expect(supersetLetters([true, false, false, true, true, false])).toEqual([
    'A',
    'A',
    null,
    'B',
    'B',
    'B',
  ]);
});

test('a routine read back into the form and saved again keeps its supersets', () => {
  const set = { type: 'normal' as const, repsMin: 8, repsMax: 12, rir: 2, restSeconds: 90 };
  const routine = {
    id: 'r1',
    name: 'PPL',
    source: 'member' as const,
    active: true,
    createdAt: '',
    updatedAt: '',
    days: [
      {
        name: 'Push',
        exercises: [
          { exerciseId: 'a', superset: null, sets: [set], notes: '' },
          { exerciseId: 'b', superset: 'A', sets: [set], notes: '' },
          { exerciseId: 'c', superset: 'A', sets: [set], notes: '' },
        ],
      },
    ],
  };
  expect(toInput(toForm(routine))).toEqual({ name: 'PPL', days: routine.days });
});
