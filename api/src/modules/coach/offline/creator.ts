import type { Language } from '../types';
import { heading, list, note, paragraph, table, title, type Block } from './document';
import { translator } from './text';

/** YouTube and TikTok advice for a fitness creator. */
export function socialAnswer(language: Language, brief: boolean): Block[] {
  const t = translator(language);
  const blocks: Block[] = [
    title(
      t(
        'Conseils YouTube et TikTok pour une chaîne fitness',
        'YouTube and TikTok advice for a fitness channel',
      ),
    ),
    paragraph(
      t(
        'Les deux plateformes récompensent la même chose : des gens qui regardent jusqu’au bout et reviennent. Choisis une niche claire (transformation, technique, nutrition simple, vie de compétiteur) et une promesse par vidéo.',
        'Both platforms reward the same thing: people who watch to the end and come back. Pick a clear niche (transformation, technique, simple nutrition, competitor life) and one promise per video.',
      ),
    ),
    heading(t('TikTok, Shorts et Reels', 'TikTok, Shorts and Reels')),
    list([
      t(
        'Accroche dans les 2 premières secondes : le résultat, une erreur courante ou une question.',
        'Hook in the first 2 seconds: the result, a common mistake or a question.',
      ),
      t(
        '20 à 45 secondes, une seule idée, sous-titres incrustés (beaucoup regardent sans le son).',
        '20-45 seconds, one idea, burned-in captions (many watch without sound).',
      ),
      t(
        '3 à 5 vidéos par semaine ; réutilise les meilleures idées sous un autre angle.',
        '3-5 videos a week; reuse your best ideas from a new angle.',
      ),
      t(
        'Réponds aux commentaires en vidéo : c’est un format gratuit et très regardé.',
        'Reply to comments with videos: a free and well-watched format.',
      ),
    ]),
    heading(t('YouTube (format long)', 'YouTube (long form)')),
    list([
      t(
        '1 vidéo de 8 à 15 minutes par semaine, toujours le même jour.',
        'One 8-15 minute video a week, always on the same day.',
      ),
      t(
        'Titre + miniature = une promesse claire (« Mon programme pour +5 kg de muscle »), visage lisible, 3 mots maximum sur la miniature.',
        'Title + thumbnail = one clear promise ("My programme for +5 kg of muscle"), readable face, 3 words at most on the thumbnail.',
      ),
      t(
        'Les 30 premières secondes confirment la promesse du titre ; coupe tous les temps morts.',
        'The first 30 seconds confirm the title’s promise; cut every dead moment.',
      ),
      t(
        'Regroupe les vidéos en séries (ex. « Sèche de 12 semaines ») pour enchaîner les vues.',
        'Group videos in series (e.g. "12-week cut") so viewers binge.',
      ),
    ]),
    heading(t('Mesurer ce qui compte', 'Measure what matters')),
    table(
      [t('Indicateur', 'Metric'), t('Repère', 'Benchmark'), t('Si c’est bas', 'If it is low')],
      [
        [
          t('Taux de clic (YouTube)', 'Click-through rate (YouTube)'),
          '4-10 %',
          t('Retravaille titre et miniature', 'Rework title and thumbnail'),
        ],
        [
          t('Rétention à 30 s', 'Retention at 30 s'),
          '> 60 %',
          t('Accroche plus directe', 'Make the hook more direct'),
        ],
        [
          t('Vues complètes (TikTok)', 'Full views (TikTok)'),
          '> 30 %',
          t('Vidéo plus courte', 'Make it shorter'),
        ],
      ],
    ),
  ];
  if (!brief) {
    blocks.push(
      heading(t('Crédibilité et règles', 'Credibility and rules')),
      list([
        t(
          'Montre tes vraies données (charges, pesées, photos) : la preuve vaut plus que la promesse.',
          'Show your real data (loads, weigh-ins, photos): proof beats promises.',
        ),
        t(
          'Indique tout partenariat rémunéré et ne promets jamais de résultat garanti.',
          'Disclose every paid partnership and never promise guaranteed results.',
        ),
        t(
          'Pas de promotion de produits dopants : c’est dangereux, illégal et sanctionné par les plateformes.',
          'No promotion of performance-enhancing drugs: it is dangerous, illegal and banned by the platforms.',
        ),
      ]),
    );
  }
  blocks.push(
    note(
      t(
        'Veux-tu que je te prépare un plan de contenu sur 4 semaines ?',
        'Want me to draft a 4-week content plan?',
      ),
    ),
  );
  return blocks;
}

/**
 * The subject a content calendar is asked on ("a week of posts about meal prep", "un planning de
 * posts sur la sèche"), as the member wrote it (twenty-eighth round: the calendar ignored it).
 */
const CALENDAR_SUBJECT =
  /\b(?:about|on the subject of|around|sur)\s+(?:the )?(.+?)\s*(?:[?!.,;]|\s(?:im|i'm|i am|je suis|jsuis|pour|for|please|stp|svp|merci|thanks)\b|$)/i;
export function contentSubject(message: string): string | undefined {
  const subject = CALENDAR_SUBJECT.exec(message.trim())?.[1]?.trim();
  return subject && subject.length >= 3 && subject.length <= 60 ? subject : undefined;
}

/** A four-week content calendar for a fitness creator, its week on the subject asked if any. */
export function contentPlanAnswer(language: Language, brief: boolean, subject?: string): Block[] {
  const t = translator(language);
  const on = (generic: [string, string], own: [string, string]): string => {
    const text = subject ? t(...own) : t(...generic);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  };
  const weeks: [string, string][] = [
    [
      t('Semaine 1 : les bases', 'Week 1: the basics'),
      t(
        'technique des 3 grands mouvements, calcul des calories',
        'technique of the big 3 lifts, calorie maths',
      ),
    ],
    [
      t('Semaine 2 : les erreurs', 'Week 2: mistakes'),
      t('erreurs de débutant, mythes nutrition', 'beginner mistakes, nutrition myths'),
    ],
    [
      t('Semaine 3 : la transformation', 'Week 3: transformation'),
      t(
        'ton parcours, avant/après, une journée type',
        'your journey, before/after, a day in the life',
      ),
    ],
    [
      t('Semaine 4 : la communauté', 'Week 4: community'),
      t('questions-réponses, réactions, défi de 30 jours', 'Q&A, reactions, 30-day challenge'),
    ],
  ];
  return [
    subject
      ? paragraph(
          t(
            `**Une semaine de posts sur ${subject}**, un format par jour, puis les thèmes des 4 semaines suivantes.`,
            `**A week of posts about ${subject}**, one format a day, then themes for the next 4 weeks.`,
          ),
        )
      : title(t('Plan de contenu sur 4 semaines', '4-week content plan')),
    paragraph(
      t(
        'Quatre piliers, dans ces proportions : éducation 40 % (technique, nutrition), transformation 20 % (résultats, preuves), coulisses 20 % (routine, repas, salle), communauté 20 % (questions, défis, réponses).',
        'Four pillars, in these proportions: education 40% (technique, nutrition), transformation 20% (results, proof), behind the scenes 20% (routine, meals, gym), community 20% (questions, challenges, replies).',
      ),
    ),
    heading(
      subject
        ? t(`Semaine type : ${subject}`, `Typical week: ${subject}`)
        : t('Semaine type', 'Typical week'),
    ),
    table(
      [t('Jour', 'Day'), t('Format', 'Format'), t('Sujet', 'Topic')],
      [
        [
          t('Lundi', 'Monday'),
          t('Vidéo courte', 'Short video'),
          on(
            ['Conseil technique en 30 s', '30-second technique tip'],
            [
              `${subject} : l’erreur n° 1 en 30 s`,
              `${subject}: the number one mistake in 30 seconds`,
            ],
          ),
        ],
        [
          t('Mardi', 'Tuesday'),
          t('Story / sondage', 'Story / poll'),
          on(
            ['Question à la communauté', 'Question for the community'],
            [`Sondage : vos questions sur ${subject}`, `Poll: your questions about ${subject}`],
          ),
        ],
        [
          t('Mercredi', 'Wednesday'),
          t('Vidéo courte', 'Short video'),
          on(
            ['Mythe démonté', 'Myth busted'],
            [`Un mythe sur ${subject} démonté`, `A ${subject} myth busted`],
          ),
        ],
        [
          t('Jeudi', 'Thursday'),
          t('Vidéo longue YouTube', 'Long YouTube video'),
          on(
            ['Sujet pilier de la semaine', 'The week’s pillar topic'],
            [`${subject} : le guide complet`, `${subject}: the full guide`],
          ),
        ],
        [
          t('Vendredi', 'Friday'),
          t('Vidéo courte', 'Short video'),
          on(
            ['Progrès / transformation', 'Progress / transformation'],
            [`Le résultat d’un client grâce à ${subject}`, `A client’s result with ${subject}`],
          ),
        ],
        [
          t('Samedi', 'Saturday'),
          t('Carrousel', 'Carousel'),
          on(
            ['Recette ou repas de la journée', 'Recipe or meal of the day'],
            [`${subject} en 5 étapes`, `${subject} in 5 steps`],
          ),
        ],
        [
          t('Dimanche', 'Sunday'),
          t('Repos', 'Rest'),
          t('Planifier et filmer la semaine suivante', 'Plan and film next week'),
        ],
      ],
    ),
    heading(t('Thèmes des 4 semaines', 'Themes for the 4 weeks')),
    list(weeks.map(([week, topics]) => `**${week}** – ${topics}`)),
    ...(brief
      ? []
      : [
          heading(t('Organisation', 'Workflow')),
          list(
            [
              t(
                'Tourne toutes les vidéos courtes de la semaine en une session de 2 heures.',
                'Film all the week’s short videos in one 2-hour session.',
              ),
              t(
                'Garde une liste d’idées alimentée par les questions reçues en commentaires.',
                'Keep an idea list fed by the questions you receive in comments.',
              ),
              t(
                'Chaque dimanche, regarde les 3 meilleures et les 3 pires vidéos et ajuste la semaine suivante.',
                'Every Sunday, review your 3 best and 3 worst videos and adjust next week.',
              ),
            ],
            true,
          ),
        ]),
  ];
}
