import type { Language } from '../types';
import { heading, list, note, paragraph, table, title, type Block } from './document';
import type { Equipment, Facts, Goal, HomeKit, Level } from './facts';
import {
  BODYWEIGHT_REPS,
  chooseSplit,
  DOSES,
  EXERCISES,
  type Day,
  type Name,
} from './training-catalogue';
import { translator, type Translate } from './text';

const WEEKDAYS: Name[] = [
  ['lundi', 'Monday'],
  ['mardi', 'Tuesday'],
  ['mercredi', 'Wednesday'],
  ['jeudi', 'Thursday'],
  ['vendredi', 'Friday'],
  ['samedi', 'Saturday'],
  ['dimanche', 'Sunday'],
];

function dayTable(day: Day, level: Level, equipment: Equipment, t: Translate): Block {
  return table(
    [t('Exercice', 'Exercise'), t('Séries × reps', 'Sets × reps'), t('Repos', 'Rest'), 'RIR'],
    day.slots.map(([pattern, role]) => {
      const dose = DOSES[level][role];
      const reps = equipment === 'none' ? BODYWEIGHT_REPS[role] : dose.reps;
      const [fr, en] = EXERCISES[pattern][equipment];
      return [t(fr, en), `${dose.sets} × ${reps}`, dose.rest, dose.rir];
    }),
  );
}

/** What changes around the same programme with the goal: cardio, steps, and what to expect. */
function goalAdvice(goal: Goal, t: Translate): Block[] {
  const advice: Record<Goal, [string, string][]> = {
    cut: [
      [
        'Garde les mêmes charges lourdes : c’est le signal qui protège ton muscle pendant le déficit.',
        'Keep the same heavy loads: they are the signal that protects your muscle in a deficit.',
      ],
      [
        '8 000 à 10 000 pas par jour, plus 2 séances de cardio léger de 20 à 30 minutes si la perte stagne.',
        '8,000-10,000 steps a day, plus 2 easy 20-30 minute cardio sessions if fat loss stalls.',
      ],
      [
        'Si la récupération baisse en fin de sèche, retire une série par exercice plutôt que de l’intensité.',
        'If recovery drops late in the cut, remove one set per exercise rather than intensity.',
      ],
    ],
    bulk: [
      [
        'Le surplus sert à progresser : vise une hausse de charge ou de répétitions chaque semaine.',
        'The surplus is there to fuel progress: aim to add load or reps every week.',
      ],
      [
        'Cardio limité à 2 séances légères par semaine pour le cœur, sans entamer la récupération.',
        'Limit cardio to 2 easy sessions a week for heart health, without eating into recovery.',
      ],
      [
        'Après 4 à 6 semaines de progrès réguliers, ajoute une série aux exercices des muscles en retard.',
        'After 4-6 weeks of steady progress, add one set to the exercises of lagging muscles.',
      ],
    ],
    recomp: [
      [
        'La recomposition marche surtout en débutant ou en reprise : priorité à la progression des charges.',
        'Recomposition works best for beginners or people returning: prioritise progressing your loads.',
      ],
      [
        '7 000 à 10 000 pas par jour et des protéines hautes (environ 2 g/kg).',
        '7,000-10,000 steps a day and high protein (about 2 g/kg).',
      ],
    ],
  };
  return [
    heading(t('Adapté à ton objectif', 'Fitted to your goal')),
    list(advice[goal].map(([fr, en]) => t(fr, en))),
  ];
}

/**
 * The direct answer that opens a programme asked as a question ("quel programme faire ?"): the
 * split for the member's days and level, and, when two splits are named, when each one fits.
 */
export function trainingSummary(facts: Facts, language: Language, compare: boolean): Block[] {
  const t = translator(language);
  const days = facts.daysPerWeek ?? 3;
  const level = facts.level ?? 'beginner';
  const split = chooseSplit(days, level);
  const count = split.days.length;
  const levelName = {
    beginner: t('débutant', 'a beginner'),
    intermediate: t('intermédiaire', 'an intermediate lifter'),
    advanced: t('avancé', 'an advanced lifter'),
  }[level];
  const blocks: Block[] = [
    paragraph(
      t(
        `**${t(...split.name)}** pour ${count} séance${count > 1 ? 's' : ''} par semaine en ${levelName} : chaque muscle travaillé ${count > 1 ? 'environ 2 fois par semaine' : 'une fois par semaine'}, le programme complet est ci-dessous.`,
        `**${t(...split.name)}** for ${count} session${count > 1 ? 's' : ''} a week as ${levelName}: each muscle trained ${count > 1 ? 'about twice a week' : 'once a week'}; the full programme is below.`,
      ),
    ),
  ];
  if (compare) {
    blocks.push(
      paragraph(
        t(
          'Full body, haut/bas ou split ? Le full body convient le mieux de 2 à 3 séances (et pour débuter), le haut/bas à 4, le push/pull/legs ou un split par muscle à 5-6 séances quand tu as de l’expérience : ce qui compte, c’est chaque muscle 2 fois par semaine et le volume total.',
          'Full body, upper/lower or a split? Full body fits 2-3 sessions a week best (and beginners), upper/lower 4, push/pull/legs or a body-part split 5-6 once you have experience: what matters is each muscle twice a week and the total volume.',
        ),
      ),
    );
  }
  return blocks;
}

const KIT_NAMES: Record<HomeKit, readonly [string, string]> = {
  dumbbells: ['haltères', 'dumbbells'],
  kettlebell: ['kettlebell', 'kettlebell'],
  bands: ['élastiques', 'resistance bands'],
  pullUpBar: ['barre de traction', 'pull-up bar'],
};

export function trainingAnswer(facts: Facts, language: Language, brief: boolean): Block[] {
  const t = translator(language);
  const assumed: string[] = [];
  const days =
    facts.daysPerWeek ?? (assumed.push(t('3 séances par semaine', '3 sessions a week')), 3);
  const level = facts.level ?? (assumed.push(t('niveau débutant', 'beginner level')), 'beginner');
  const equipment =
    facts.equipment ?? (assumed.push(t('salle de sport équipée', 'a fully equipped gym')), 'gym');
  const split = chooseSplit(days, level);
  const levelName = {
    beginner: t('débutant', 'beginner'),
    intermediate: t('intermédiaire', 'intermediate'),
    advanced: t('avancé', 'advanced'),
  }[level];
  const kit = equipment === 'home' ? (facts.kit ?? []) : [];
  const equipmentName = {
    gym: t('salle de sport', 'gym'),
    home:
      kit.length > 0
        ? t(
            `maison (${kit.map((item) => t(...KIT_NAMES[item])).join(', ')})`,
            `home (${kit.map((item) => t(...KIT_NAMES[item])).join(', ')})`,
          )
        : t('maison avec haltères', 'home with dumbbells'),
    none: t('sans matériel', 'no equipment'),
  }[equipment];

  const frequency =
    split.days.length <= 1
      ? t('une fois par semaine', 'once a week')
      : t('environ 2 fois par semaine', 'about twice a week');
  const blocks: Block[] = [
    title(
      t(
        `Programme d'entraînement : ${t(...split.name)}`,
        `Training programme: ${t(...split.name)}`,
      ),
    ),
    paragraph(
      t(
        `${split.days.length} séance(s) par semaine, niveau ${levelName}, ${equipmentName}. Chaque groupe musculaire est travaillé ${frequency}${split.days.length > 1 ? ', la fréquence qui donne le meilleur rapport progrès/récupération' : ''}.`,
        `${split.days.length} session(s) a week, ${levelName} level, ${equipmentName}. Each muscle group is trained ${frequency}${split.days.length > 1 ? ', the frequency with the best progress-to-recovery ratio' : ''}.`,
      ),
    ),
  ];
  if (assumed.length > 0) {
    blocks.push(
      note(
        t(
          `J'ai supposé : ${assumed.join(', ')}. Dis-moi tes jours disponibles, ton niveau et ton matériel (salle, maison, aucun) pour un programme sur mesure.`,
          `I assumed: ${assumed.join(', ')}. Tell me your available days, level and equipment (gym, home, none) for a tailored programme.`,
        ),
      ),
    );
  }
  if (days > 6) {
    blocks.push(
      note(
        t(
          'Garde au moins un jour de repos complet : 6 séances maximum, le 7e jour en marche légère.',
          'Keep at least one full rest day: 6 sessions at most, the 7th day an easy walk.',
        ),
      ),
    );
  } else if (level === 'beginner' && days >= 5) {
    blocks.push(
      note(
        t(
          'En débutant, 3 à 4 séances suffisent pour progresser vite ; les séances en plus doivent rester sous contrôle (RIR 2-3).',
          'As a beginner, 3-4 sessions are enough to progress fast; keep any extra sessions easy (RIR 2-3).',
        ),
      ),
    );
  }
  // Written for dumbbells: a kettlebell or bands without them take their moves.
  if (kit.length > 0 && !kit.includes('dumbbells')) {
    const fixedWeight = kit.includes('kettlebell');
    const swaps = [
      ...(kit.includes('kettlebell')
        ? [
            t(
              'le kettlebell fait les mouvements aux haltères (goblet squat, soulevé de terre roumain, rowing et développé à un bras, fentes en le tenant) et ajoute le swing',
              'the kettlebell takes the dumbbell moves (goblet squat, Romanian deadlift, one-arm row and press, lunges holding it) and adds the swing',
            ),
          ]
        : []),
      ...(kit.includes('bands')
        ? [
            t(
              'les élastiques font les tirages (rowing, tirage vertical, face pull) et les écartés',
              'the bands take the pulls (rows, pulldowns, face pulls) and the flyes',
            ),
          ]
        : []),
      ...(kit.includes('pullUpBar')
        ? [t('la barre fait les tractions', 'the bar takes the pull-ups')]
        : []),
    ];
    blocks.push(
      note(
        t(
          `Avec ton matériel : ${swaps.join(' ; ')}.${fixedWeight ? ' Une charge fixe se progresse en reps, en tempo plus lent et en travail à un bras ou une jambe.' : ''}`,
          `With your kit: ${swaps.join('; ')}.${fixedWeight ? ' A fixed weight progresses with reps, a slower tempo and one-arm or one-leg work.' : ''}`,
        ),
      ),
    );
  }
  split.days.forEach((day, index) => {
    const weekday = WEEKDAYS[split.weekdays[index] ?? index] ?? WEEKDAYS[0]!;
    blocks.push(
      heading(
        `${t('Jour', 'Day')} ${index + 1} (${t(...weekday)})${t(' : ', ': ')}${t(...day.name)}`,
      ),
      dayTable(day, level, equipment, t),
    );
  });
  if (facts.goal) blocks.push(...goalAdvice(facts.goal, t));
  blocks.push(
    heading(t('Effort et progression', 'Effort and progression')),
    list([
      t(
        'RIR = répétitions en réserve : RIR 2 signifie que tu pourrais encore en faire 2 avec une technique propre.',
        'RIR = reps in reserve: RIR 2 means you could still do 2 more clean reps.',
      ),
      equipment === 'none'
        ? t(
            'Double progression : quand toutes les séries atteignent le haut de la fourchette au RIR visé, passe à une variante plus dure (tempo plus lent, pause, amplitude, une jambe ou un bras).',
            'Double progression: once every set reaches the top of the range at the target RIR, move to a harder variant (slower tempo, pauses, range of motion, single leg or arm).',
          )
        : t(
            'Double progression : quand toutes les séries atteignent le haut de la fourchette au RIR visé, ajoute 2,5 kg (haut du corps) ou 5 kg (bas du corps) et repars du bas de la fourchette.',
            'Double progression: once every set reaches the top of the range at the target RIR, add 2.5 kg (upper body) or 5 kg (lower body) and restart at the bottom of the range.',
          ),
      t(
        'Note tes charges et tes répétitions à chaque séance : ce qui se mesure progresse.',
        'Log your loads and reps every session: what gets measured improves.',
      ),
    ]),
    heading(t('Deload', 'Deload')),
    list([
      level === 'beginner'
        ? t(
            'Toutes les 8 semaines, ou dès que tes performances baissent 2 séances de suite.',
            'Every 8 weeks, or as soon as your performance drops two sessions in a row.',
          )
        : t(
            'Toutes les 5 à 6 semaines, ou dès que tes performances baissent 2 séances de suite.',
            'Every 5-6 weeks, or as soon as your performance drops two sessions in a row.',
          ),
      t(
        'Pendant 1 semaine : moitié moins de séries, mêmes charges, RIR 3-4. Puis reprends la progression.',
        'For 1 week: half the sets, same loads, RIR 3-4. Then resume progression.',
      ),
    ]),
  );
  if (!brief) {
    blocks.push(
      heading(t('Échauffement', 'Warm-up')),
      list([
        t('5 minutes de cardio léger.', '5 minutes of easy cardio.'),
        t(
          'Sur le premier exercice : 2 à 3 séries de montée en charge (50 %, 70 %, 85 % de la charge de travail) avec peu de répétitions.',
          'On the first exercise: 2-3 ramp-up sets (50%, 70%, 85% of the working load) with few reps.',
        ),
      ]),
    );
  }
  return blocks;
}
