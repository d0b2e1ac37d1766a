import type { Language } from '../types';
import { heading, list, note, paragraph, table, title, type Block } from './document';
import { translator } from './text';

export function sleepAnswer(language: Language, brief: boolean): Block[] {
  const t = translator(language);
  const blocks: Block[] = [
    title(t('Optimiser ton sommeil pour la récupération', 'Optimising your sleep for recovery')),
    paragraph(
      t(
        'Le sommeil est le moment où tu construis le muscle : vise 7 à 9 heures par nuit. Dormir moins de 6 heures réduit la force, la récupération et, en sèche, fait perdre plus de muscle et moins de gras.',
        'Sleep is when muscle gets built: aim for 7-9 hours a night. Sleeping under 6 hours lowers strength and recovery and, when cutting, makes you lose more muscle and less fat.',
      ),
    ),
    heading(t('Les règles qui comptent le plus', 'The rules that matter most')),
    list(
      [
        t(
          'Heures de coucher et de lever régulières, à 30 minutes près, week-end compris.',
          'Regular bed and wake times, within 30 minutes, weekends included.',
        ),
        t(
          'Lumière du jour dans l’heure qui suit le lever (10 minutes dehors).',
          'Daylight within an hour of waking (10 minutes outside).',
        ),
        t(
          'Chambre sombre, calme et fraîche (16 à 19 °C).',
          'Dark, quiet, cool bedroom (16-19 °C).',
        ),
        t(
          'Pas de caféine dans les 8 heures avant le coucher ; pré-workout le matin ou le midi seulement.',
          'No caffeine within 8 hours of bedtime; pre-workout in the morning or at noon only.',
        ),
        t(
          'Alcool limité : il raccourcit le sommeil profond.',
          'Limit alcohol: it cuts deep sleep.',
        ),
        t(
          'Écrans en mode nuit et luminosité basse la dernière heure.',
          'Screens on night mode and dimmed in the last hour.',
        ),
      ],
      true,
    ),
    heading(t('Routine du soir', 'Evening routine')),
    table(
      [t('Quand', 'When'), t('Quoi', 'What')],
      [
        [t('3 h avant', '3 h before'), t('Dernier gros repas', 'Last big meal')],
        [
          t('1 h avant', '1 h before'),
          t(
            'Lumières tamisées, douche chaude, préparation du lendemain',
            'Dim lights, warm shower, prepare tomorrow',
          ),
        ],
        [
          t('30 min avant', '30 min before'),
          t(
            'Lecture ou respiration lente (4 s inspiration, 6 s expiration)',
            'Reading or slow breathing (4 s in, 6 s out)',
          ),
        ],
        [
          t('Au coucher', 'At bedtime'),
          t('Téléphone hors de la chambre', 'Phone out of the bedroom'),
        ],
      ],
    ),
  ];
  if (!brief) {
    blocks.push(
      heading(t('Pour aller plus loin', 'Going further')),
      list([
        t(
          'Sieste de 20 minutes maximum, avant 15 h, si la nuit a été courte.',
          'Nap 20 minutes at most, before 3 pm, after a short night.',
        ),
        t(
          'Une collation protéinée (skyr, fromage blanc, caséine : 30 à 40 g de protéines) avant le coucher aide la récupération sans nuire au sommeil.',
          'A protein snack (skyr, cottage cheese, casein: 30-40 g of protein) before bed helps recovery without hurting sleep.',
        ),
        t(
          'Entraînement intense tardif : garde au moins 2 heures entre la fin de la séance et le coucher.',
          'Late hard training: keep at least 2 hours between the end of the session and bedtime.',
        ),
      ]),
    );
  }
  blocks.push(
    note(
      t(
        'Ronflements forts, pauses respiratoires ou fatigue malgré 8 heures au lit : parles-en à un médecin (apnée du sommeil possible).',
        'Loud snoring, breathing pauses or tiredness despite 8 hours in bed: talk to a doctor (possible sleep apnoea).',
      ),
    ),
  );
  return blocks;
}
