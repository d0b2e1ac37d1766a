import type { Equipment, Level } from './facts';

/** The exercise catalogue, the doses by level and the weekly splits of the offline coach. */

export type Pattern =
  | 'squat'
  | 'hinge'
  | 'hpush'
  | 'incline'
  | 'vpush'
  | 'hpull'
  | 'vpull'
  | 'lunge'
  | 'legcurl'
  | 'lateral'
  | 'rear'
  | 'biceps'
  | 'triceps'
  | 'calves'
  | 'core';
export type Role = 'main' | 'secondary' | 'isolation' | 'core';
export type Name = [fr: string, en: string];

export const EXERCISES: Record<Pattern, Record<Equipment, Name>> = {
  squat: {
    gym: ['Squat barre', 'Barbell back squat'],
    home: ['Goblet squat haltère', 'Dumbbell goblet squat'],
    none: ['Squat au poids du corps, tempo 3-1-1', 'Bodyweight squat, 3-1-1 tempo'],
  },
  hinge: {
    gym: ['Soulevé de terre roumain', 'Romanian deadlift'],
    home: ['Soulevé de terre roumain haltères', 'Dumbbell Romanian deadlift'],
    none: ['Pont fessier une jambe', 'Single-leg glute bridge'],
  },
  hpush: {
    gym: ['Développé couché', 'Bench press'],
    home: ['Développé couché haltères (banc ou sol)', 'Dumbbell bench or floor press'],
    none: ['Pompes', 'Push-ups'],
  },
  incline: {
    gym: ['Développé incliné haltères', 'Incline dumbbell press'],
    home: ['Développé incliné haltères', 'Incline dumbbell press'],
    none: ['Pompes pieds surélevés', 'Feet-elevated push-ups'],
  },
  vpush: {
    gym: ['Développé militaire', 'Overhead press'],
    home: ['Développé épaules haltères', 'Dumbbell shoulder press'],
    none: ['Pompes piquées (pike push-ups)', 'Pike push-ups'],
  },
  hpull: {
    gym: ['Rowing poitrine appuyée', 'Chest-supported row'],
    home: ['Rowing haltère un bras', 'One-arm dumbbell row'],
    none: ['Rowing inversé sous une table solide', 'Inverted row under a sturdy table'],
  },
  vpull: {
    gym: ['Tractions ou tirage vertical', 'Pull-ups or lat pulldown'],
    home: [
      'Tractions (barre de porte) ou tirage élastique',
      'Pull-ups (doorway bar) or band pulldown',
    ],
    none: [
      'Tractions (barre de parc) ou rowing serviette à une porte',
      'Pull-ups (park bar) or towel door row',
    ],
  },
  lunge: {
    gym: ['Presse à cuisses', 'Leg press'],
    home: ['Fentes bulgares haltères', 'Dumbbell Bulgarian split squat'],
    none: ['Fentes bulgares', 'Bulgarian split squat'],
  },
  legcurl: {
    gym: ['Leg curl allongé', 'Lying leg curl'],
    home: ['Leg curl glissé (serviette au sol)', 'Sliding leg curl (towel on the floor)'],
    none: ['Leg curl glissé (serviette au sol)', 'Sliding leg curl (towel on the floor)'],
  },
  lateral: {
    gym: ['Élévations latérales', 'Lateral raises'],
    home: ['Élévations latérales haltères', 'Dumbbell lateral raises'],
    none: ["Élévations latérales (bouteilles d'eau)", 'Lateral raises (water bottles)'],
  },
  rear: {
    gym: ['Face pull poulie', 'Cable face pull'],
    home: ['Oiseau haltères', 'Dumbbell rear-delt fly'],
    none: ['Y-T-W allongé au sol', 'Floor Y-T-W raises'],
  },
  biceps: {
    gym: ['Curl barre EZ', 'EZ-bar curl'],
    home: ['Curl haltères', 'Dumbbell curl'],
    none: ['Curl sac à dos chargé', 'Loaded-backpack curl'],
  },
  triceps: {
    gym: ['Extension triceps à la poulie', 'Cable triceps pushdown'],
    home: ['Extension triceps haltère au-dessus de la tête', 'Dumbbell overhead triceps extension'],
    none: ['Pompes diamant', 'Diamond push-ups'],
  },
  calves: {
    gym: ['Mollets debout à la machine', 'Standing calf raise'],
    home: ['Mollets une jambe haltère', 'Single-leg dumbbell calf raise'],
    none: ['Mollets une jambe sur une marche', 'Single-leg calf raise on a step'],
  },
  core: {
    gym: ['Relevés de jambes suspendu', 'Hanging leg raise'],
    home: ['Gainage planche', 'Plank'],
    none: ['Gainage planche', 'Plank'],
  },
};

export interface Dose {
  sets: number;
  reps: string;
  rest: string;
  rir: string;
}

/** Sets, reps, rest and effort (reps in reserve) by level and role. */
export const DOSES: Record<Level, Record<Role, Dose>> = {
  beginner: {
    main: { sets: 3, reps: '8-10', rest: '2 min', rir: '2-3' },
    secondary: { sets: 3, reps: '10-12', rest: '90 s', rir: '2-3' },
    isolation: { sets: 2, reps: '12-15', rest: '60 s', rir: '2' },
    core: { sets: 3, reps: '30-45 s', rest: '60 s', rir: '2' },
  },
  intermediate: {
    main: { sets: 4, reps: '6-8', rest: '2-3 min', rir: '1-2' },
    secondary: { sets: 3, reps: '8-12', rest: '90 s', rir: '1-2' },
    isolation: { sets: 3, reps: '10-15', rest: '60 s', rir: '1' },
    core: { sets: 3, reps: '10-15', rest: '60 s', rir: '1-2' },
  },
  advanced: {
    main: { sets: 4, reps: '5-8', rest: '3 min', rir: '0-2' },
    secondary: { sets: 4, reps: '8-12', rest: '2 min', rir: '1' },
    isolation: { sets: 3, reps: '12-15', rest: '60 s', rir: '0-1' },
    core: { sets: 3, reps: '12-15', rest: '60 s', rir: '1' },
  },
};

/** Bodyweight work has no load to add, so reps run higher and progress through harder variants. */
export const BODYWEIGHT_REPS: Record<Role, string> = {
  main: '8-20',
  secondary: '10-20',
  isolation: '12-25',
  core: '30-60 s',
};

export type Day = { name: Name; slots: [Pattern, Role][] };

export const FULL_A: Day = {
  name: ['Full body A', 'Full body A'],
  slots: [
    ['squat', 'main'],
    ['hpush', 'main'],
    ['hpull', 'secondary'],
    ['hinge', 'secondary'],
    ['lateral', 'isolation'],
    ['core', 'core'],
  ],
};
export const FULL_B: Day = {
  name: ['Full body B', 'Full body B'],
  slots: [
    ['hinge', 'main'],
    ['vpush', 'main'],
    ['vpull', 'secondary'],
    ['lunge', 'secondary'],
    ['biceps', 'isolation'],
    ['triceps', 'isolation'],
  ],
};
export const FULL_C: Day = {
  name: ['Full body C', 'Full body C'],
  slots: [
    ['lunge', 'main'],
    ['vpull', 'main'],
    ['incline', 'secondary'],
    ['legcurl', 'isolation'],
    ['calves', 'isolation'],
    ['core', 'core'],
  ],
};
export const UPPER_A: Day = {
  name: ['Haut du corps A', 'Upper body A'],
  slots: [
    ['hpush', 'main'],
    ['hpull', 'main'],
    ['vpush', 'secondary'],
    ['vpull', 'secondary'],
    ['lateral', 'isolation'],
    ['biceps', 'isolation'],
  ],
};
export const UPPER_B: Day = {
  name: ['Haut du corps B', 'Upper body B'],
  slots: [
    ['vpush', 'main'],
    ['vpull', 'main'],
    ['incline', 'secondary'],
    ['hpull', 'secondary'],
    ['rear', 'isolation'],
    ['triceps', 'isolation'],
  ],
};
export const LOWER_A: Day = {
  name: ['Bas du corps A', 'Lower body A'],
  slots: [
    ['squat', 'main'],
    ['hinge', 'secondary'],
    ['lunge', 'secondary'],
    ['legcurl', 'isolation'],
    ['calves', 'isolation'],
    ['core', 'core'],
  ],
};
export const LOWER_B: Day = {
  name: ['Bas du corps B', 'Lower body B'],
  slots: [
    ['hinge', 'main'],
    ['lunge', 'main'],
    ['squat', 'secondary'],
    ['legcurl', 'isolation'],
    ['calves', 'isolation'],
    ['core', 'core'],
  ],
};
export const PUSH: Day = {
  name: ['Push (pectoraux, épaules, triceps)', 'Push (chest, shoulders, triceps)'],
  slots: [
    ['hpush', 'main'],
    ['vpush', 'secondary'],
    ['incline', 'secondary'],
    ['lateral', 'isolation'],
    ['triceps', 'isolation'],
  ],
};
export const PULL: Day = {
  name: ['Pull (dos, biceps)', 'Pull (back, biceps)'],
  slots: [
    ['vpull', 'main'],
    ['hpull', 'main'],
    ['rear', 'isolation'],
    ['biceps', 'isolation'],
    ['core', 'core'],
  ],
};
export const LEGS: Day = {
  name: ['Legs (jambes)', 'Legs'],
  slots: [
    ['squat', 'main'],
    ['hinge', 'secondary'],
    ['lunge', 'secondary'],
    ['legcurl', 'isolation'],
    ['calves', 'isolation'],
  ],
};

export interface Split {
  name: Name;
  days: Day[];
  /** Indexes of weekdays (0 = Monday) the sessions fall on, leaving rest between heavy days. */
  weekdays: number[];
}

export function chooseSplit(days: number, level: Level): Split {
  switch (Math.min(Math.max(days, 1), 6)) {
    case 1:
      return { name: ['Full body', 'Full body'], days: [FULL_A], weekdays: [0] };
    case 2:
      return { name: ['Full body A/B', 'Full body A/B'], days: [FULL_A, FULL_B], weekdays: [0, 3] };
    case 3:
      return level === 'beginner'
        ? {
            name: ['Full body A/B/C', 'Full body A/B/C'],
            days: [FULL_A, FULL_B, FULL_C],
            weekdays: [0, 2, 4],
          }
        : {
            name: ['Push / Pull / Legs', 'Push / Pull / Legs'],
            days: [PUSH, PULL, LEGS],
            weekdays: [0, 2, 4],
          };
    case 4:
      return {
        name: ['Haut / Bas (upper/lower)', 'Upper / Lower'],
        days: [UPPER_A, LOWER_A, UPPER_B, LOWER_B],
        weekdays: [0, 1, 3, 4],
      };
    case 5:
      return {
        name: ['Haut / Bas + Push / Pull / Legs', 'Upper / Lower + Push / Pull / Legs'],
        days: [UPPER_A, LOWER_A, PUSH, PULL, LEGS],
        weekdays: [0, 1, 2, 4, 5],
      };
    default:
      return {
        name: ['Push / Pull / Legs × 2', 'Push / Pull / Legs × 2'],
        days: [PUSH, PULL, LEGS, PUSH, PULL, LEGS],
        weekdays: [0, 1, 2, 3, 4, 5],
      };
  }
}
