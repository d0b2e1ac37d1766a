import type { DictionaryShape } from 'shared-ui';
import type { memberHome as source } from '../fr/member-home';

export const memberHome: DictionaryShape<typeof source> = {
  title: 'Home',
  today: (date: string) => `Today: ${date}`,
  session: {
    title: 'Planned session',
    next: (day: string, routine: string) => `${day} — ${routine}`,
    exercises: (n: number) => (n === 1 ? '1 exercise' : `${n} exercises`),
    inProgress: 'A session is in progress.',
    none: 'No active routine yet: write one or save the coach’s.',
    open: 'Open training',
    error: 'Training could not be loaded.',
  },
  coach: {
    title: 'Last answer from the coach',
    none: 'No conversation with the coach yet.',
    open: 'Open the coach',
    error: 'Conversations could not be loaded.',
  },
  loading: 'Loading...',
};
