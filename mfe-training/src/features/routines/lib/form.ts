// The routine editor's form, pure: from and to the API's RoutineInput. A superset is edited as
// "linked to the next exercise"; letters (A, B...) are given per day when saving.
import type { Routine, RoutineInput, TargetSet } from '@zak/contract';

export interface FormExercise {
  key: string;
  exerciseId: string;
  /** Done back to back with the next exercise of the day. */
  linkNext: boolean;
  sets: TargetSet[];
  notes: string;
}
export interface FormDay {
  key: string;
  name: string;
  exercises: FormExercise[];
}
export interface RoutineForm {
  name: string;
  days: FormDay[];
}

export const DEFAULT_SET: TargetSet = {
  type: 'normal',
  repsMin: 8,
  repsMax: 12,
  rir: 2,
  restSeconds: 120,
};

let counter = 0;
export const formKey = () => `k${++counter}`;

export function toForm(routine: Routine | null): RoutineForm {
  if (!routine) return { name: '', days: [{ key: formKey(), name: '', exercises: [] }] };
  return {
    name: routine.name,
    days: routine.days.map((day) => ({
      key: formKey(),
      name: day.name,
      exercises: day.exercises.map((e, i) => ({
        key: formKey(),
        exerciseId: e.exerciseId,
        linkNext: e.superset !== null && day.exercises[i + 1]?.superset === e.superset,
        sets: e.sets,
        notes: e.notes,
      })),
    })),
  };
}

/** Letters for runs of linked exercises: [link, link, no, no] -> A, A, A, null. */
export function supersetLetters(links: boolean[]): Array<string | null> {
  const letters: Array<string | null> = [];
  let next = 0;
  let open: string | null = null;
  links.forEach((linked, i) => {
    const previousLinked = i > 0 && links[i - 1];
    if (linked && !previousLinked) open = String.fromCharCode(65 + next++);
    letters.push(linked || previousLinked ? open : null);
    if (!linked) open = null;
  });
  return letters;
}

export function toInput(form: RoutineForm): RoutineInput {
  return {
    name: form.name.trim(),
    days: form.days.map((day) => {
      const last = day.exercises.length - 1;
      const letters = supersetLetters(day.exercises.map((e, i) => e.linkNext && i < last));
      return {
        name: day.name.trim(),
        exercises: day.exercises.map((e, i) => ({
          exerciseId: e.exerciseId,
          superset: letters[i] ?? null,
          sets: e.sets,
          notes: e.notes,
        })),
      };
    }),
  };
}
