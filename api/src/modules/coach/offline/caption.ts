import type { Language } from '../types';
import { list, paragraph, type Block } from './document';
import { formatNumber, normalise, translator } from './text';

/**
 * "tu peux m'écrire une légende pour ma vidéo de PR au SDT à 200 kg ?": captions written for the
 * member's post, with the lift and the load they told, rather than a neighbouring entry's advice
 * on motivation (twenty-fourth round).
 */
const CAPTION_ASKED =
  /\b(?:legendes?|captions?)\b.{0,40}\b(?:pour|for|de|sous|under|on)\b|\b(?:ecri\w*|write|fais|fait|make|give|donne|trouve|find|need|besoin d'|help)\b.{0,25}\b(?:legendes?|captions?)\b/;

/**
 * The lifts a post names, with how each language writes "at the X", and the three mistakes a
 * script on that lift's mistakes shows.
 */
const LIFTS: {
  pattern: RegExp;
  fr: string;
  en: string;
  mistakes?: { fr: string[]; en: string[] };
}[] = [
  {
    pattern: /\b(?:sdt|souleve de terre|deadlifts?|dl)\b/,
    fr: 'au soulevé de terre',
    en: 'deadlift',
    mistakes: {
      fr: ['la barre loin des jambes', 'le dos rond', 'les hanches qui montent avant la barre'],
      en: ['the bar drifting away from the legs', 'a rounded back', 'hips shooting up first'],
    },
  },
  {
    pattern: /\b(?:dc|developpe couche|bench(?: press)?|bp)\b/,
    fr: 'au développé couché',
    en: 'bench press',
    mistakes: {
      fr: ['les fesses qui décollent du banc', 'les coudes à 90°', 'la barre qui rebondit'],
      en: ['hips lifting off the bench', 'elbows flared to 90°', 'bouncing the bar'],
    },
  },
  {
    pattern: /\bsquats?\b/,
    fr: 'au squat',
    en: 'squat',
    mistakes: {
      fr: ['les talons qui décollent', 'les genoux qui rentrent', 'le dos qui s’arrondit en bas'],
      en: ['heels lifting off', 'knees caving in', 'the lower back rounding at the bottom'],
    },
  },
  {
    pattern: /\b(?:developpe militaire|ohp|overhead press|military press)\b/,
    fr: 'au développé militaire',
    en: 'overhead press',
  },
  { pattern: /\bhip ?thrusts?\b/, fr: 'au hip thrust', en: 'hip thrust' },
];
const LOAD = /\b(\d{2,3}(?:\.\d)?)\s*(kg|kilos?|lbs?|pounds?)\b|\ba (\d{2,3}(?:\.\d)?)\b/;
const RECORD = /\b(?:pr|pb|record|max|1 ?rm|personal best)\b/;
const TRANSFORMATION =
  /\b(?:transfo\w*|avant[ /-]+apres|before (?:and|&|\/) after|before[ /-]after)\b/;
const DURATION = /\b(\d{1,2})\s*(mois|months?|semaines?|weeks?|ans?|years?)\b/;

export function asksForCaption(message: string): boolean {
  return CAPTION_ASKED.test(normalise(message));
}

/**
 * "tu peux m'écrire une accroche pour un reel sur les 3 erreurs au squat ?", "give me 5 hook ideas
 * for a tiktok about protein myths": hooks written on the member's subject, rather than the hook
 * entry's advice on how to write one (twenty-seventh round).
 */
const HOOK_ASKED =
  /\b(?:ecri\w*|write|give|donne|fais|fait|propose|trouve|need|besoin d'|help|aide)\b.{0,30}\b(?:accroches?|hooks?)\b|\b(?:accroches?|hooks?)\b.{0,12}\b(?:ideas?|idees?)\b|\b(?:idees?|ideas?) (?:d'|of |de )?(?:accroches?|hooks?)\b/;
/** The subject after "sur" / "about" (or "on"), as the member wrote it. */
const HOOK_SUBJECT = /\b(?:sur|about|on)\s+(.+?)\s*[?!.]*$/i;

/** The subject of the hooks asked in `message`, if it asks for hooks on one. */
export const hookSubject = (message: string): string | undefined =>
  askedSubject(message, HOOK_ASKED, HOOK_SUBJECT);

/** The subject after "sur / about" of a request `asked` matches, 3 to 80 characters long. */
function askedSubject(message: string, asked: RegExp, subject: RegExp): string | undefined {
  if (!asked.test(normalise(message))) return undefined;
  const found = subject.exec(message.trim())?.[1]?.trim();
  return found && found.length >= 3 && found.length <= 80 ? found : undefined;
}

/** Five hooks on the member's subject (variant: regenerate rotates them), then how to film them. */
export function hooksAnswer(subject: string, language: Language, variant: number): Block[] {
  const t = translator(language);
  const capital = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
  const hooks = [
    t(
      `« Personne ne te dit la vérité sur ${subject}. »`,
      `"Nobody tells you the truth about ${subject}."`,
    ),
    t(
      `« ${capital} : 9 personnes sur 10 se trompent. »`,
      `"${capital}: 9 out of 10 people get this wrong."`,
    ),
    t(
      `« Arrête de scroller si tu veux comprendre ${subject}. »`,
      `"Stop scrolling if you want to understand ${subject}."`,
    ),
    t(
      `« J’ai mis des années à comprendre ça : ${subject}. »`,
      `"It took me years to get this: ${subject}."`,
    ),
    t(
      `« Regarde ça avant ta prochaine séance : ${subject}. »`,
      `"Watch this before your next session: ${subject}."`,
    ),
  ];
  const start = variant % hooks.length;
  return [
    paragraph(t('Cinq accroches au choix :', 'Five hooks to pick from:')),
    list(hooks.map((_, i) => hooks[(start + i) % hooks.length] ?? '')),
    paragraph(
      t(
        'Dis-la dans les 2 premières secondes, écrite aussi à l’écran, et montre dès la première image l’erreur ou le résultat dont tu parles ; tiens ensuite la promesse de l’accroche.',
        'Say it in the first 2 seconds, written on screen too, and show the mistake or the result you talk about in the very first frame; then keep the promise the hook made.',
      ),
    ),
  ];
}

/** Three captions in the member's words (variant: regenerate rotates them), then how to post. */
export function captionAnswer(
  message: string,
  language: Language,
  variant: number,
  earlier: readonly string[] = [],
): Block[] {
  const t = translator(language);
  // "tu peux m'aider à écrire la légende ?" after "je poste ma transfo, -12 kg en 8 mois": the
  // post told just before is the one to caption.
  const own = normalise(message);
  // A post named without its numbers ("la légende du post avant/après ?" after "ma cliente a
  // perdu 12 kg en 6 mois") takes them from what was told just before.
  const told =
    (LIFTS.some((l) => l.pattern.test(own)) || TRANSFORMATION.test(own)) && /\d/.test(own);
  const text = told ? own : normalise([...earlier.slice(-2), message].join(' '));
  const lift =
    TRANSFORMATION.test(own) && !told ? undefined : LIFTS.find((l) => l.pattern.test(text));
  const load = LOAD.exec(text);
  const amount = load ? Number(load[1] ?? load[3]) : undefined;
  const unit = load?.[2] && /^(?:lb|pound)/.test(load[2]) ? 'lb' : 'kg';
  const weight = amount !== undefined ? `${formatNumber(amount, language, 1)} ${unit}` : undefined;
  const next =
    amount !== undefined
      ? `${formatNumber(amount + (unit === 'kg' ? 5 : 10), language, 1)} ${unit}`
      : undefined;
  const duration = DURATION.exec(text);
  const change = weightChange(text, language);
  let captions: string[];
  if (lift && (RECORD.test(text) || weight)) {
    const what = weight
      ? t(`${weight} ${lift.fr}`, `${weight} ${lift.en}`)
      : t(`Record ${lift.fr}`, `${lift.en} PR`);
    captions = [
      t(
        `${what}. Nouveau record, même barre que d’habitude, juste plus de séances derrière.`,
        `${what}. New PR, same bar as always, just more sessions behind it.`,
      ),
      t(
        `${what}. Pas de magie : des mois de séances quand personne ne regardait.${next ? ` Prochain objectif : ${next}.` : ''}`,
        `${what}. No magic: months of showing up when nobody was watching.${next ? ` Next stop: ${next}.` : ''}`,
      ),
      t(
        `Il y a un an, ${weight ?? 'ce record'} ${lift.fr}, c’était une ligne dans un carnet. Aujourd’hui, c’est fait.`,
        `A year ago, a ${weight ? `${weight} ` : ''}${lift.en} was a line in a notebook. Today it moved.`,
      ),
      t(
        `${what}. Les jours sans envie comptent autant que celui-là.`,
        `${what}. The days I didn't feel like it count as much as this one.`,
      ),
    ];
  } else if (TRANSFORMATION.test(text)) {
    const count = Number(duration?.[1] ?? 0);
    const unitName = (duration?.[2] ?? '').replace(/s$/, '');
    const names: Record<string, [string, string, string, string]> = {
      moi: ['mois', 'mois', 'month', 'months'],
      month: ['mois', 'mois', 'month', 'months'],
      semaine: ['semaine', 'semaines', 'week', 'weeks'],
      week: ['semaine', 'semaines', 'week', 'weeks'],
      an: ['an', 'ans', 'year', 'years'],
      year: ['an', 'ans', 'year', 'years'],
    };
    const name = names[unitName];
    // "8 mois", "1 year"; "8-month" before a noun in English.
    const span =
      duration && name
        ? t(
            `${count} ${count > 1 ? name[1] : name[0]}`,
            `${count} ${count > 1 ? name[3] : name[2]}`,
          )
        : undefined;
    const spanBefore = duration && name ? `${count}-${name[2]}` : undefined;
    // A coach posting a client's result ("ma cliente a perdu 12 kg"): the client's journey, told
    // by the coach (twenty-eighth round: the captions spoke of "my transformation").
    const client = CLIENT.exec(text);
    const she = client?.[0] !== undefined && /cliente|\bher\b|\bshe\b/.test(text);
    const [them, their] = she
      ? [t('elle', 'her'), t('sa', 'her')]
      : /\b(?:he|his|him)\b/.test(text) || client?.[0] === 'mon client'
        ? [t('lui', 'him'), t('son', 'his')]
        : [t('lui', 'them'), t('son', 'their')];
    const mine = t(she ? 'ma cliente' : 'mon client', 'my client');
    captions = client
      ? [
          t(
            `Transformation de ${mine}${span ? ` en ${span}` : ''}${change ? ` : ${change}` : ''}. Son travail, sa régularité : je n’ai fait que tracer le chemin.`,
            `${spanBefore ? `My client’s ${spanBefore} transformation` : 'My client’s transformation'}${change ? `: ${change}` : ''}. ${their.charAt(0).toUpperCase()}${their.slice(1)} work, ${their} consistency: I only drew the map.`,
          ),
          t(
            `${change && span ? `${change} en ${span}` : (change ?? span ?? 'Une vraie transformation')} pour ${mine} : pas de régime miracle, un plan suivi semaine après semaine.`,
            `${change && span ? `${change} in ${span}` : (change ?? span ?? 'A real transformation')} for my client: no miracle diet, a plan followed week after week.`,
          ),
          t(
            `Avant / après${change ? ` (${change})` : ''} : bravo à ${them} pour ce parcours, chaque séance a compté.`,
            `Before / after${change ? ` (${change})` : ''}: huge respect to ${them} for this journey, every session counted.`,
          ),
          t(
            `${their === 'sa' ? 'Sa' : 'Son'} parcours${span ? ` en ${span}` : ''}${change ? ` : ${change}` : ''}. Le miroir ne montrait rien semaine après semaine ; les photos, si.`,
            `${their.charAt(0).toUpperCase()}${their.slice(1)} journey${span ? ` over ${span}` : ''}${change ? `: ${change}` : ''}. The mirror showed nothing week to week; the photos did.`,
          ),
        ]
      : [
          t(
            `Transfo${span ? ` de ${span}` : ''}${change ? ` : ${change}` : ''}. Même lumière, même pose, beaucoup de séances au milieu.`,
            `${spanBefore ? `${spanBefore} transformation` : 'My transformation'}${change ? `: ${change}` : ''}. Same light, same pose, a lot of sessions in between.`,
          ),
          t(
            `${change && span ? `${change} en ${span}` : (change ?? span ?? 'Ma transformation')} : pas de raccourci, pas de filtre, juste de la régularité.`,
            `${change && span ? `${change} in ${span}` : (change ?? span ?? 'My transformation')}: no shortcut, no filter, just consistency.`,
          ),
          t(
            `Avant / après${change ? ` (${change})` : ''} : la photo de gauche ne savait pas encore que ça allait marcher.`,
            `Before / after${change ? ` (${change})` : ''}: the photo on the left didn't know it would work yet.`,
          ),
          t(
            `${span ? `${span.charAt(0).toUpperCase()}${span.slice(1)} de transformation` : 'Ma transformation'}. Le miroir ne montrait rien semaine après semaine ; les photos, si.`,
            `${span ? `${span} of work` : 'My transformation'}. The mirror showed nothing week to week; the photos did.`,
          ),
        ];
  } else {
    captions = [
      t(
        'Une séance de plus au compteur. Celles-là finissent par se voir.',
        'One more session in the bank. They add up.',
      ),
      t('Pas motivé tous les jours, présent quand même.', 'Not motivated every day, there anyway.'),
      t(
        'Le progrès est lent, jusqu’au jour où il ne l’est plus.',
        'Progress is slow, until the day it isn’t.',
      ),
      t(
        'Même programme, plus de constance. C’est tout le secret.',
        'Same programme, more consistency. That is the whole secret.',
      ),
    ];
  }
  const question = lift
    ? t('« Votre record du moment ? »', '"What’s your current PR?"')
    : TRANSFORMATION.test(text)
      ? t('« Vous en êtes où, vous ? »', '"Where are you at in yours?"')
      : t('« Qui s’entraîne aujourd’hui ? »', '"Who’s training today?"');
  const coaching = CLIENT.test(text) && TRANSFORMATION.test(text);
  const start = variant % captions.length;
  const chosen = [0, 1, 2].map((i) => captions[(start + i) % captions.length] ?? '');
  return [
    paragraph(t('Trois légendes au choix :', 'Three captions to pick from:')),
    list(chosen),
    paragraph(
      t(
        `Ajoute une ligne de contexte (${coaching ? 'ce qui a changé : entraînement, alimentation, séances par semaine' : 'depuis combien de temps tu t’entraînes, ton poids de corps'}), 3 à 5 hashtags précis plutôt que 30 génériques, et une question pour lancer les commentaires (${question}).`,
        `Add one line of context (${coaching ? 'what changed: training, food, sessions a week' : 'how long you have been training, your bodyweight'}), 3-5 precise hashtags rather than 30 generic ones, and a question to start the comments (${question}).`,
      ),
    ),
    ...(coaching
      ? [
          paragraph(
            t(
              'Finis par un appel à l’action : « Tu veux commencer ton parcours ? Écris PLAN en commentaire ou en message privé. » Et demande l’accord écrit de ta cliente ou ton client avant de publier ses photos.',
              'End with a call to action: "Want to start your own journey? Comment PLAN or send me a DM." And get your client’s written consent before posting their photos.',
            ),
          ),
        ]
      : []),
  ];
}

/** A coach's client named ("ma cliente", "my client"): the post is the client's result. */
const CLIENT =
  /\b(?:ma cliente|mon client|my client|une cliente|un client|a client|cliente|client)\b/;

/** "-12kg", "down 20kg", "de 95 à 78 kg", "+8 kg": the weight the transformation lost or gained. */
function weightChange(text: string, language: Language): string | undefined {
  const t = translator(language);
  const kg = (value: number, unit: string) =>
    `${formatNumber(value, language, 1)} ${/^(?:lb|pound)/.test(unit) ? 'lb' : 'kg'}`;
  const fromTo =
    /\bde (\d{2,3}(?:\.\d)?) ?(?:kg)? a (\d{2,3}(?:\.\d)?) ?(kg|kilos?)\b|\bfrom (\d{2,3}(?:\.\d)?) ?(?:kg|lbs?)? to (\d{2,3}(?:\.\d)?) ?(kg|lbs?|pounds?)\b/.exec(
      text,
    );
  if (fromTo) {
    const [a, b] = [Number(fromTo[1] ?? fromTo[4]), Number(fromTo[2] ?? fromTo[5])];
    const unit = fromTo[3] ?? fromTo[6] ?? 'kg';
    if (a > b) return t(`−${kg(a - b, unit)}`, `${kg(a - b, unit)} down`);
    if (b > a) return t(`+${kg(b - a, unit)}`, `${kg(b - a, unit)} up`);
  }
  const lost =
    /(?:^|[\s([,:])(?:-|−|moins |down |lost |perdu |minus )(\d{1,3}(?:\.\d)?) ?(kg|kilos?|lbs?|pounds?)\b/.exec(
      text,
    );
  if (lost?.[1])
    return t(
      `−${kg(Number(lost[1]), lost[2] ?? 'kg')}`,
      `${kg(Number(lost[1]), lost[2] ?? 'kg')} down`,
    );
  const gained =
    /(?:^|[\s([,:])(?:\+|plus |up |gained |pris )(\d{1,3}(?:\.\d)?) ?(kg|kilos?|lbs?|pounds?)\b/.exec(
      text,
    );
  if (gained?.[1])
    return t(
      `+${kg(Number(gained[1]), gained[2] ?? 'kg')}`,
      `${kg(Number(gained[1]), gained[2] ?? 'kg')} up`,
    );
  return undefined;
}

/**
 * "je veux faire un script tiktok de 30 sec sur 3 erreurs au squat, tu peux me l'écrire ?": the
 * script, shot by shot, on the member's subject (twenty-eighth round: the platforms' guide).
 */
const SCRIPT_ASKED =
  /\b(?:script|scenario)\b.{0,40}\b(?:tiktok|reels?|videos?|shorts?|youtube)\b|\b(?:tiktok|reels?|videos?|shorts?)\b.{0,25}\b(?:script|scenario)\b/;
const SCRIPT_SUBJECT =
  /\b(?:sur|about)\s+(.+?)\s*(?:[,;?!.]|\s(?:tu peux|peux[- ]tu|can you|could you|stp|svp|please|pls)\b|$)/i;
const SCRIPT_LENGTH = /\b(\d{2,3})\s*(?:s|sec|secs|secondes?|seconds?)\b/;

export const scriptSubject = (message: string): string | undefined =>
  askedSubject(message, SCRIPT_ASKED, SCRIPT_SUBJECT);

export function scriptAnswer(subject: string, message: string, language: Language): Block[] {
  const t = translator(language);
  const mistakes = /\b(?:erreurs?|mistakes?|fautes?)\b/.test(normalise(subject))
    ? LIFTS.find((lift) => lift.pattern.test(normalise(subject)))?.mistakes
    : undefined;
  const told = Number(SCRIPT_LENGTH.exec(normalise(message))?.[1] ?? 30);
  const length = told >= 15 && told <= 180 ? told : 30;
  const context = Math.round(length * 0.2);
  const close = length - 5;
  const capital = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
  const points = Number(/^(\d)\s/.exec(subject)?.[1] ?? 0);
  const each = points > 0 ? Math.max(3, Math.floor((close - context) / points)) : 0;
  return [
    paragraph(
      t(
        `**Script de ${length} s sur ${subject}**, plan par plan :`,
        `**A ${length}-second script about ${subject}**, shot by shot:`,
      ),
    ),
    list([
      t(
        `0-3 s, l’accroche face caméra, écrite aussi à l’écran : « ${capital} : ce que personne ne te dit. »`,
        `0-3 s, the hook to camera, written on screen too: "${capital}: what nobody tells you."`,
      ),
      t(
        `3-${context} s, le contexte en une phrase : à qui ça s’adresse et ce que ça change.`,
        `3-${context} s, the context in one sentence: who it is for and what it changes.`,
      ),
      mistakes && points === 3
        ? t(
            `${context}-${close} s, une erreur par plan d’environ ${each} s, montrée puis corrigée, écrite à l’écran : ${mistakes.fr.join(', ')}.`,
            `${context}-${close} s, one mistake per shot of about ${each} s, shown then fixed, written on screen: ${mistakes.en.join(', ')}.`,
          )
        : points > 0
          ? t(
              `${context}-${close} s, les ${points} points, un par plan d’environ ${each} s : montre d’abord l’erreur, puis la bonne version, le point écrit à l’écran.`,
              `${context}-${close} s, the ${points} points, one shot each of about ${each} s: show the mistake first, then the right way, the point written on screen.`,
            )
          : t(
              `${context}-${close} s, le cœur : une idée par plan de 5 à 7 s, démontrée plutôt que racontée, le point écrit à l’écran.`,
              `${context}-${close} s, the core: one idea per 5-7 s shot, shown rather than told, the point written on screen.`,
            ),
      t(
        `${close}-${length} s, la chute et l’appel à l’action : « Enregistre la vidéo et teste ça à ta prochaine séance. »`,
        `${close}-${length} s, the payoff and the call to action: "Save this and try it at your next session."`,
      ),
    ]),
    paragraph(
      t(
        'Filme à la verticale, sous-titre tout (beaucoup regardent sans le son) et coupe chaque silence : le rythme garde les gens jusqu’au bout.',
        'Film vertically, caption everything (many watch without sound) and cut every pause: the pace keeps people to the end.',
      ),
    ),
  ];
}

/**
 * "give me 10 content ideas for beginner gym girls", "des idées de vidéos pour les débutants":
 * the ideas themselves for the audience named (twenty-eighth round: the platforms' guide).
 */
const IDEAS_ASKED =
  /\b(?:(?:content|post|video|reel|tiktok|instagram|youtube) ideas|ideas (?:of|for) (?:content|posts|videos|reels)|idees de (?:contenus?|posts?|videos?|reels?|publications?)|(?:contenus?|posts?|videos?) idees)\b/;
const IDEAS_FOR = /\b(?:for|pour)\s+(?:les |des |my |mes |ma |mon )?(.+?)\s*(?:[,;?!.]|$)/i;
const IDEAS_COUNT = /\b(\d{1,2})\s+(?:\w+\s+)?(?:ideas|idees)\b/;

export function ideasAudience(message: string): string | undefined {
  const t = normalise(message);
  if (!IDEAS_ASKED.test(t)) return undefined;
  const after = message.slice(message.search(/\b(?:ideas|idées|idees)\b/i));
  const audience = IDEAS_FOR.exec(after)?.[1]?.trim();
  // "pour documenter ma prise de masse", "for growing my page": a purpose, not an audience.
  const purpose =
    /^[a-zà-ÿ]+(?:er|ir|re)\s+(?:ma|mon|mes|ta|ton|tes|la|le|les|l'|un|une|des|du)\b/i.test(
      audience ?? '',
    ) || /^[a-z]+ing\b/i.test(audience ?? '');
  return audience && !purpose && audience.length >= 3 && audience.length <= 60
    ? audience
    : undefined;
}

export function ideasAnswer(audience: string, message: string, language: Language): Block[] {
  const t = translator(language);
  const ideas = [
    t(
      'Ta première séance, étape par étape : une routine de 30 minutes à copier',
      'Your first session, step by step: a 30-minute workout to copy',
    ),
    t(
      '3 machines faciles pour débuter, et comment les régler',
      '3 easy machines to start with, and how to set them up',
    ),
    t(
      'L’échauffement de 5 minutes avant chaque séance',
      'The 5-minute warm-up before every workout',
    ),
    t(
      'Combien de séries et de répétitions quand on débute, en 30 secondes',
      'How many sets and reps as a beginner, in 30 seconds',
    ),
    t(
      'Les règles de la salle que personne n’explique (essuyer, partager, ranger)',
      'The gym etiquette nobody explains (wiping, sharing, racking weights)',
    ),
    t(
      'Mythe démonté : soulever lourd ne rend pas « trop musclé »',
      'Myth busted: lifting heavy will not make you bulky',
    ),
    t('Quoi manger avant et après la séance', 'What to eat before and after a workout'),
    t(
      'Suivre ses progrès sans être obsédé par la balance',
      'Tracking progress without obsessing over the scale',
    ),
    t(
      'Une semaine d’entraînement pour débuter, jour par jour',
      'A week of beginner workouts, day by day',
    ),
    t(
      'Je réponds à vos questions : les commentaires transformés en vidéos',
      'Answering your questions: comments turned into videos',
    ),
  ];
  const asked = Number(IDEAS_COUNT.exec(normalise(message))?.[1] ?? ideas.length);
  const count = asked >= 3 && asked <= ideas.length ? asked : ideas.length;
  return [
    paragraph(
      t(
        `**${formatNumber(count, language)} idées de contenu pour ${audience}**, à adapter à ta voix :`,
        `**${formatNumber(count, language)} content ideas for ${audience}**, to put in your own voice:`,
      ),
    ),
    list(ideas.slice(0, count)),
    paragraph(
      t(
        'Garde une idée par vidéo, une accroche dans les 2 premières secondes, et note les questions reçues en commentaires : ce sont tes prochaines idées.',
        'Keep one idea per video, a hook in the first 2 seconds, and note the questions you get in comments: they are your next ideas.',
      ),
    ),
  ];
}
