import { formatPercent, formatWeight, type NextTargets } from '@zak/contract';
import type { Language, MemberLift, MemberTraining } from '../types';
import { list, paragraph, type Block } from './document';
import { normalise, translator } from './text';

/**
 * The coach reads the member's training log (issue #34): "qu'est-ce que je fais aujourd'hui ?",
 * "est-ce que je progresse au développé couché ?", "pourquoi mon squat stagne ?" are answered from
 * the member's own sessions, with dates, loads and the progression rule.
 */
export type TrainingQuestion =
  { kind: 'today' } | { kind: 'progress'; lift: MemberLift } | { kind: 'stall'; lift: MemberLift };

const TODAY =
  /\b(?:qu'?est[- ]ce que je (?:fais|travaille|m'?entraine)|je (?:fais|travaille|bosse) quoi|on fait quoi|quoi faire|c'?est quoi (?:ma|la) seance|(?:ma |la )?seance (?:du jour|d'?aujourd'?hui|de ce soir|de demain)|(?:mon |le )?programme du jour|what (?:do|should) i (?:do|train|hit|work)|what'?s (?:my|today'?s|the) (?:workout|session|training)|today'?s (?:workout|session|training)|(?:workout|session) (?:for )?today|what am i training|next (?:workout|session))\b/;
const WHEN =
  /\b(?:aujourd'?hui|today|ce soir|tonight|maintenant|now|demain|tomorrow|du jour|prochaine|next)\b/;
const PROGRESS =
  /\b(?:est[- ]ce que je progresse|je progresse|(?:ma |la )?progression|progresse[sr]?|am i (?:progressing|improving|getting stronger|making progress)|progress(?:ing)?|how(?:'s| is) my|getting stronger|plus fort|evolue|evolution)\b/;
const STALL =
  /\b(?:stagn\w*|bloqu\w*|plafonn\w*|n'?avance plus|ne (?:monte|bouge) plus|stuck|stall\w*|plateau\w*|not (?:progressing|going up|moving|improving)|regress\w*|baisse|recule)\b/;

/** Folded like the catalogue's names: lower case, no accents, punctuation as one space. */
const fold = (text: string): string =>
  normalise(text)
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The lift of the log the message names (its longest name or alias found as whole words). */
export function liftNamed(message: string, lifts: readonly MemberLift[]): MemberLift | undefined {
  const text = ` ${fold(message)} `;
  let best: { lift: MemberLift; length: number } | undefined;
  for (const lift of lifts) {
    for (const name of lift.names) {
      if (name.length >= 2 && text.includes(` ${name} `) && name.length > (best?.length ?? 0)) {
        best = { lift, length: name.length };
      }
    }
  }
  return best?.lift;
}

/** The question about the log the message asks, if any (a lift must be named for its trend). */
export function trainingQuestion(
  message: string,
  training: MemberTraining,
): TrainingQuestion | undefined {
  const t = normalise(message);
  const lift = liftNamed(message, training.lifts);
  if (lift && STALL.test(t)) return { kind: 'stall', lift };
  if (lift && PROGRESS.test(t)) return { kind: 'progress', lift };
  if (TODAY.test(t) && (WHEN.test(t) || /du jour|today/.test(t) || /\?\s*$/.test(t))) {
    return { kind: 'today' };
  }
  return undefined;
}

/** Change of the best estimated 1RM from the first to the last session shown, in %. */
function trend(lift: MemberLift): { from: number; to: number; percent: number } | undefined {
  const first = lift.sessions[0];
  const last = lift.sessions.at(-1);
  if (!first || !last || lift.sessions.length < 2 || first.bestE1rmKg <= 0) return undefined;
  return {
    from: first.bestE1rmKg,
    to: last.bestE1rmKg,
    percent: ((last.bestE1rmKg - first.bestE1rmKg) / first.bestE1rmKg) * 100,
  };
}

/** Within this change of the estimated 1RM over the sessions shown, the lift is flat. */
const FLAT_PERCENT = 1;

function targetText(next: NextTargets, units: MemberTraining['units'], language: Language) {
  const t = translator(language);
  const kg = (v: number) => formatWeight(v, units, language);
  const reps = `${next.sets} × ${next.repsMin}-${next.repsMax}`;
  const load =
    next.weightKg === null ? '' : t(` à ${kg(next.weightKg)}`, ` at ${kg(next.weightKg)}`);
  const rir = next.rir === null ? '' : t(`, RIR ${next.rir}`, `, RIR ${next.rir}`);
  const reason = next.reason;
  const rule =
    reason.action === 'add-load'
      ? t(
          `toutes tes séries de travail ont atteint le haut de la fourchette : +${kg(reason.stepKg)}`,
          `every work set reached the top of the range: +${kg(reason.stepKg)}`,
        )
      : reason.action === 'add-reps'
        ? t(
            'même charge, vise plus de répétitions jusqu’au haut de la fourchette',
            'same load, aim for more reps up to the top of the range',
          )
        : reason.action === 'deload'
          ? t(
              `${reason.missedSessions} séances de suite sous la fourchette : décharge de ${reason.percent} %`,
              `${reason.missedSessions} sessions in a row under the range: deload by ${reason.percent}%`,
            )
          : t(
              'première séance : choisis une charge à RIR 2-3',
              'first session: pick a load at RIR 2-3',
            );
  return `${reps}${load}${rir} (double progression${t(' : ', ': ')}${rule})`;
}

function todayAnswer(training: MemberTraining, language: Language): Block[] {
  const t = translator(language);
  const day = training.todaysDay;
  const routine = training.activeRoutine;
  if (!day || !routine) {
    const last = training.lastSessions[0];
    return [
      paragraph(
        last
          ? t(
              `Tu n’as pas de programme actif dans ton journal. Ta dernière séance, le ${last.date}, était : ${last.exercises.join(', ')}. Choisis ou crée un programme dans Entraînement et je te dirai chaque jour quelle séance faire, avec tes charges.`,
              `You have no active routine in your log. Your last session, on ${last.date}, was: ${last.exercises.join(', ')}. Pick or build a routine in Training and I will tell you each day which session to do, with your loads.`,
            )
          : t(
              'Ton journal n’a encore ni séance ni programme actif. Choisis ou crée un programme dans Entraînement (ou demande-moi un programme) et je te dirai chaque jour quelle séance faire.',
              'Your log has no session and no active routine yet. Pick or build a routine in Training (or ask me for a programme) and I will tell you each day which session to do.',
            ),
      ),
    ];
  }
  const items = day.exercises.map((name) => {
    const lift = training.lifts.find((l) => l.name === name);
    return lift
      ? `${name}${t(' : ', ': ')}${targetText(lift.next, training.units, language)}`
      : name;
  });
  return [
    paragraph(
      t(
        `**Aujourd’hui : ${day.name}**, la séance suivante de ton programme « ${routine.name} ».`,
        `**Today: ${day.name}**, the next day of your routine “${routine.name}”.`,
      ),
    ),
    list(items),
    paragraph(
      t(
        'Les charges viennent de tes dernières séances (double progression). Ouvre Entraînement pour démarrer la séance : tes séries précédentes s’affichent à côté de chaque série.',
        'The loads come from your last sessions (double progression). Open Training to start the session: your previous sets show beside each set.',
      ),
    ),
  ];
}

function liftAnswer(
  lift: MemberLift,
  kind: 'progress' | 'stall',
  training: MemberTraining,
  language: Language,
): Block[] {
  const t = translator(language);
  const kg = (v: number) => formatWeight(v, training.units, language);
  const pct = (v: number) => formatPercent(v, language, 1);
  const last = lift.sessions.at(-1);
  const first = lift.sessions[0];
  const change = trend(lift);
  const next = paragraph(
    t(
      `Prochaine séance : ${targetText(lift.next, training.units, language)}.`,
      `Next session: ${targetText(lift.next, training.units, language)}.`,
    ),
  );
  if (!change || !first || !last) {
    return [
      paragraph(
        t(
          `Je n’ai qu’une séance de ${lift.name} dans ton journal${last ? ` (le ${last.date}, meilleure série ${kg(last.topSet.weightKg)} × ${last.topSet.reps})` : ''} : il m’en faut au moins deux pour mesurer une progression.`,
          `I have only one ${lift.name} session in your log${last ? ` (on ${last.date}, best set ${kg(last.topSet.weightKg)} × ${last.topSet.reps})` : ''}: I need at least two to measure progress.`,
        ),
      ),
      next,
    ];
  }
  const span = t(
    `sur tes ${lift.sessions.length} dernières séances (du ${first.date} au ${last.date})`,
    `over your last ${lift.sessions.length} sessions (${first.date} to ${last.date})`,
  );
  const figures = t(
    `1RM estimé (Epley) ${kg(change.from)} → ${kg(change.to)}, ${pct(change.percent)}`,
    `estimated 1RM (Epley) ${kg(change.from)} → ${kg(change.to)}, ${pct(change.percent)}`,
  );
  const best = t(
    `Dernière meilleure série : ${kg(last.topSet.weightKg)} × ${last.topSet.reps}.`,
    `Latest best set: ${kg(last.topSet.weightKg)} × ${last.topSet.reps}.`,
  );
  const flat = Math.abs(change.percent) < FLAT_PERCENT;
  // Mid-sentence, the lift's name starts in lower case ("ton développé couché").
  const name = `${lift.name.charAt(0).toLocaleLowerCase(language)}${lift.name.slice(1)}`;
  const verdict =
    change.percent >= FLAT_PERCENT
      ? t(
          `**Oui, ton ${name} progresse** ${span} : ${figures}.`,
          `**Yes, your ${name} is progressing** ${span}: ${figures}.`,
        )
      : flat
        ? t(
            `**Ton ${name} stagne** ${span} : ${figures}.`,
            `**Your ${name} has stalled** ${span}: ${figures}.`,
          )
        : t(
            `**Ton ${name} recule** ${span} : ${figures}.`,
            `**Your ${name} is going backwards** ${span}: ${figures}.`,
          );
  const blocks: Block[] = [paragraph(`${verdict} ${best}`), next];
  if (change.percent < FLAT_PERCENT || kind === 'stall') {
    const causes = [
      lift.next.reason.action === 'deload'
        ? t(
            'La règle propose une décharge : une semaine plus légère fait souvent repartir la progression.',
            'The rule calls for a deload: a lighter week often restarts progress.',
          )
        : t(
            'Vérifie la fourchette : si tu restes bloqué au bas, baisse un peu la charge et remonte par les répétitions.',
            'Check the range: if you are stuck at the bottom, take a little weight off and climb back through the reps.',
          ),
      t(
        'Sommeil et calories : en déficit, maintenir ses charges est déjà une réussite ; en prise de masse, un plateau de plus de 3 semaines demande plus de calories ou de sommeil.',
        'Sleep and calories: in a deficit, holding your loads is already a win; on a bulk, a plateau of more than 3 weeks calls for more food or sleep.',
      ),
      t(
        'Volume : 10 à 20 séries par muscle et par semaine ; ajoute une série si tu récupères bien.',
        'Volume: 10-20 sets per muscle a week; add a set if you recover well.',
      ),
    ];
    blocks.push(list(causes));
  }
  return blocks;
}

/** The answer from the log, or undefined when the message is not about it. */
export function trainingLogAnswer(
  message: string,
  training: MemberTraining,
  language: Language,
): Block[] | undefined {
  const question = trainingQuestion(message, training);
  if (!question) return undefined;
  if (question.kind === 'today') return todayAnswer(training, language);
  return liftAnswer(question.lift, question.kind, training, language);
}
