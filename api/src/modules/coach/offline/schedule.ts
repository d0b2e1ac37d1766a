import type { Language } from '../types';
import { paragraph, type Block } from './document';
import type { Facts } from './facts';
import { normalise, translator } from './text';

/**
 * A week to plan asked with its schedule (issue 41, fifteenth round, part K): "what should my week
 * look like?", "45 min, 3 days a week, how do I fit chest back legs?", "j'ai 4 jours dispo, je
 * fais quoi ?". The answer is the programme for the stated days (or the profile's), and how it
 * fits the stated time; before, the motivation entry or chips answered.
 */

/** The days and the time the member has: "3 days a week", "4 jours dispo", "45 min", "1h30". */
const SCHEDULE =
  /\b[1-7]\s*(?:x|fois|jours?|days?|seances?|sessions?|times?)\s*(?:\/|par|per|a la|a|an|each|every|in a|dispo\w*|available|free|libres?)?\s*(?:semaine|week|sem|wk|dispo\w*|available|free|libres?)\b|\b(?:an|one|une) (?:hour|heure)\b|\b\d{2,3}\s*(?:min|mins|minutes)\b|\b[1-3]\s*h(?:\d\d)?\b|\b[1-3]\s*(?:hours?|heures?)\b/;
/** The schedule the profile holds, pointed at: "my schedule", "mon planning", "ma semaine". */
const OWN_SCHEDULE =
  /\b(?:my (?:schedule|week|weeks|availability|profile|(?:available |free )?days)|mon (?:planning|emploi du temps|profil)|ma semaine|mes dispos?|mes disponibilites|mes jours(?: dispo\w*| libres?)?|for me|pour moi)\b/;
/** Asking for the week's shape or a programme for it. */
const WEEK_ASK =
  /\b(?:(?:what|how) should (?:my|the|a) (?:week|training week|gym week) look|what (?:does|would) (?:my|a good) week look|how (?:do|should|can|would) i (?:fit|organi[sz]e|structure|split|arrange|set up|plan|lay out)|what (?:split|program|programme|routine|plan) (?:should|do|would|could|can) (?:i|you)|(?:what'?s|whats|what is) (?:a |the )?(?:good|best|right) (?:split|program|programme|routine) for me|which (?:split|program|programme|routine)|plan (?:out )?my week|(?:je fais|on fait) quoi|quoi faire|comment (?:organiser|repartir|caser|placer|faire rentrer|m'organiser|je m'organise|structurer|faire tenir|je repartis|j'organise)|(?:tu me |vous me )?(?:conseilles?|recommandes?|proposes?|conseillez|recommandez) quel (?:programme|split|plan)|quel (?:programme|split|planning|plan d'entrainement)|(?:a quoi|comment) (?:doit )?ressembler? ma semaine|ma semaine type|semaine type)\b/;
/** The asks that read like any other question: the message must be about its schedule only. */
const GENERIC_ASK = /\b(?:je fais quoi|on fait quoi|quoi faire)\b/;
const SCHEDULE_WORDS =
  /\b(?:j'ai|i have|i've got|i got|only|juste|seulement|que|jours?|days?|dispo\w*|available|libres?|par|per|a|week|semaine|sem|x|fois|min|mins|minutes|h|heures?|hours?|je fais quoi|on fait quoi|quoi faire|et|and|de|du|le|la|les|pour|for|the|to|train|training|m'entrainer|muscu|gym|salle|seances?|sessions?|\d+)\b/g;
/** Subjects of their own beside a schedule: rest days, pain, stalls, adding a day or sets. */
const OTHER_SUBJECT =
  /\b(?:repos|rest days?|douleurs?|mal (?:au|a la|aux)|pain|hurts?|stagn\w*|plateau|stuck|add (?:a|an) \w+ day|ajouter (?:un|une) \w+ (?:jour|seance)|more sets|plus de series|cardio|courir|running|go (?:for a )?run|footing|kcal|cals?\b|calori\w*|macros?|prot\w*|glucides?|lipides?|carbs?|repas|meals?|manger|eat|diet\w*|regime|sleep|sommeil|dormir|recup\w*|recover\w*|fatigu\w*|tired|exhausted|zombie|night shifts?|de nuit)/;

/** A week to plan with the member's schedule (the message's, or the profile's it points at). */
export function asksWeekPlan(message: string, facts: Facts): boolean {
  const t = normalise(message);
  if (!WEEK_ASK.test(t) || OTHER_SUBJECT.test(t)) return false;
  const scheduled = SCHEDULE.test(t) || (facts.daysPerWeek !== undefined && OWN_SCHEDULE.test(t));
  const week = /\b(?:my week|ma semaine|semaine type|plan my week)\b/.test(t);
  if (!scheduled && !(week && facts.daysPerWeek !== undefined) && !/\bweek look\b/.test(t)) {
    return false;
  }
  if (!GENERIC_ASK.test(t)) return true;
  // "j'ai 4 jours dispo, je fais quoi ?": nothing but the schedule and the ask.
  return (t.replace(SCHEDULE_WORDS, ' ').match(/[a-z]{3,}/g) ?? []).length === 0;
}

/** Minutes a session lasts, when the message says so ("45 min", "1h", "1h30", "an hour"). */
export function sessionMinutes(message: string): number | undefined {
  const t = normalise(message);
  const hours = /\b([1-3])\s*h(\d\d)?\b/.exec(t) ?? /\b([1-3])\s*(?:hours?|heures?)\b/.exec(t);
  if (hours?.[1]) return Number(hours[1]) * 60 + Number(hours[2] ?? 0);
  if (/\b(?:an|one|une) (?:hour|heure)\b/.test(t)) return 60;
  const minutes = /\b(\d{2,3})\s*(?:min|mins|minutes)\b/.exec(t);
  const value = minutes?.[1] ? Number(minutes[1]) : undefined;
  return value !== undefined && value >= 15 && value <= 180 ? value : undefined;
}

/** Minutes of one exercise of 3 sets with its rests, and of the warm-up. */
const PER_EXERCISE = 8;
const WARM_UP = 5;

/**
 * How the week's programme fits the member's time: the exercises a session holds at 3 sets each,
 * supersets when the time is short, and the sets each muscle gets in the week.
 */
export function timeFit(message: string, facts: Facts, language: Language): Block {
  const t = translator(language);
  const days = Math.min(Math.max(facts.daysPerWeek ?? 3, 1), 6);
  const minutes = sessionMinutes(message);
  // Full body: each muscle every session, 2-3 sets; a split: about twice a week, 3-6 sets.
  const [low, high] = days <= 3 ? [2 * days, 3 * days] : days === 4 ? [6, 10] : [8, 12];
  const volume = t(
    `Sur ${days} séance${days > 1 ? 's' : ''} par semaine, chaque muscle reçoit environ ${low} à ${high} séries par semaine : assez pour progresser, et tu ajoutes une série aux muscles en retard quand tout avance.`,
    `Over ${days} session${days > 1 ? 's' : ''} a week, each muscle gets about ${low}-${high} sets a week: enough to progress, and you add a set for lagging muscles once everything moves.`,
  );
  if (minutes === undefined) {
    return paragraph(
      t(
        `Compte 45 à 60 minutes par séance : ${WARM_UP} minutes d'échauffement, puis 5 à 6 exercices de 3 séries. ${volume}`,
        `Plan 45-60 minutes a session: ${WARM_UP} minutes of warm-up, then 5-6 exercises of 3 sets. ${volume}`,
      ),
    );
  }
  const exercises = Math.min(8, Math.max(3, Math.floor((minutes - WARM_UP) / PER_EXERCISE)));
  const short = minutes < 60;
  return paragraph(
    t(
      `En ${minutes} minutes : ${WARM_UP} minutes d'échauffement, puis ${exercises} exercices de 3 séries (environ ${PER_EXERCISE} minutes chacun, repos compris)${short ? ' ; pour gagner du temps, enchaîne deux exercices opposés en superset (pectoraux et dos, quadriceps et ischios) et garde les repos longs pour les gros mouvements' : ''}. ${volume}`,
      `In ${minutes} minutes: ${WARM_UP} minutes of warm-up, then ${exercises} exercises of 3 sets (about ${PER_EXERCISE} minutes each, rests included)${short ? '; to save time, pair two opposing exercises as a superset (chest and back, quads and hamstrings) and keep the long rests for the big lifts' : ''}. ${volume}`,
    ),
  );
}
