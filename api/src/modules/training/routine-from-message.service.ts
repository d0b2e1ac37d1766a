// POST /api/training/routines/from-message (issue #34): "Save this programme" under a coach's
// answer. The answer must be the coach's, in one of the member's conversations (else 404); its
// programme is read by programmeFromText (422 when there is none) and stored as a routine.
import { type RoutineInput, type TargetSet } from '@zak/contract';
import { AppError, notFound } from '../../platform/app-error';
import { coachAnswerForUser } from '../conversations';
import { foldName } from './catalogue/index';
import { programmeFromText, type DraftExercise } from './programme-from-text';
import * as repo from './training.repository';
import { ensureCatalogue } from './training.service';

type Lang = 'fr' | 'en';

/** Rest when the text does not say: the catalogue's usual 90 s between sets of accessories. */
const DEFAULT_REST_SECONDS = 90;

const keyOf = (name: string) => foldName(name) || name;

function notesOf(exercise: DraftExercise, lang: Lang): string {
  if (!exercise.timed) return '';
  const range =
    exercise.repsMin === exercise.repsMax
      ? `${exercise.repsMin}`
      : `${exercise.repsMin}-${exercise.repsMax}`;
  return lang === 'fr' ? `${range} secondes par série` : `${range} seconds a set`;
}

export async function routineFromMessage(userId: string, messageId: string, lang: Lang) {
  const text = await coachAnswerForUser(messageId, userId);
  if (text === null) throw notFound('trainingMessageNotFound');
  const draft = programmeFromText(text);
  if (!draft) throw new AppError(422, 'NO_PROGRAMME', 'trainingNoProgramme');
  await ensureCatalogue();
  const exercises = draft.days.flatMap((d) => d.exercises);
  const bySlug = await repo.exerciseIdsBySlug([
    ...new Set(exercises.flatMap((e) => (e.slug ? [e.slug] : []))),
  ]);
  const newExercises = [
    ...new Map(
      exercises
        .filter((e) => !e.slug)
        .map((e) => [keyOf(e.name), { key: keyOf(e.name), name: e.name }]),
    ).values(),
  ];
  const days = (idOf: (key: string) => string | null): RoutineInput['days'] =>
    draft.days.map((day, index) => ({
      name: day.name || `${lang === 'fr' ? 'Jour' : 'Day'} ${index + 1}`,
      exercises: day.exercises.flatMap((e) => {
        const exerciseId = (e.slug ? bySlug.get(e.slug) : undefined) ?? idOf(keyOf(e.name));
        if (!exerciseId) return [];
        const set: TargetSet = {
          type: 'normal',
          repsMin: e.repsMin,
          repsMax: e.repsMax,
          rir: e.rir,
          restSeconds: e.restSeconds ?? DEFAULT_REST_SECONDS,
        };
        return [
          {
            exerciseId,
            superset: null,
            sets: Array.from({ length: e.sets }, () => ({ ...set })),
            notes: notesOf(e, lang),
          },
        ];
      }),
    }));
  return repo.insertCoachRoutine(userId, {
    name: draft.name ?? (lang === 'fr' ? 'Programme du coach' : 'Coach’s programme'),
    newExercises,
    days,
  });
}
