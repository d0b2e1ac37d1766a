import type { Routine, RoutineFromMessageInput } from '@zak/contract';
import { apiSend } from 'shared-ui';

/** POST /api/training/routines/from-message: the programme of a coach's answer as a routine. */
export const saveProgramme = (messageId: string) =>
  apiSend<Routine>('POST', '/api/training/routines/from-message', {
    messageId,
  } satisfies RoutineFromMessageInput);
