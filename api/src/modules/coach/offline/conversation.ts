import type { ChatTurn } from '../types';
import { parseFacts } from './facts';
import {
  BECAUSE_OF_IT,
  DOING_WRONG_WORDS,
  IS_IT_NORMAL,
  pointsBackAtPrevious,
  TAKES_IT,
  WEIGHT_CHANGE,
} from './follow-ups';
import { normalise } from './text';
import { detectTopics } from './topics';

/** The member's earlier messages, oldest first. */
export function userMessages(history: readonly ChatTurn[]): string[] {
  return history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
}

/** The same message, whatever its case, accents and surrounding spaces. */
export const same = (a: string, b: string): boolean => normalise(a).trim() === normalise(b).trim();

/**
 * How many answers the member has already had to this very message. The chat screen's regenerate
 * resends the text of a user message that is already in the conversation, whose earlier answers
 * were saved after it: [..., question, answer 1, (answer 2...)] + the same question again. A
 * message asked for the first time counts 0.
 */
export function regenerationCount(history: readonly ChatTurn[], message: string): number {
  return previousAnswers(history, message).length;
}

/** The assistant answers that followed the latest earlier occurrence of `message`. */
export function previousAnswers(history: readonly ChatTurn[], message: string): string[] {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (turn?.role !== 'user' || !same(turn.content, message)) continue;
    const answers: string[] = [];
    for (let j = i + 1; j < history.length; j += 1) {
      const next = history[j];
      if (!next || next.role === 'user') break;
      answers.push(next.content);
    }
    return answers;
  }
  return [];
}

/** A question of its own (it asks something rather than adding to the previous one). */
const QUESTION =
  /^(?:combien|comment|pourquoi|quel|quelle|quels|quelles|est-ce|c'est quoi|qu'est|quand|faut-il|how|what|why|which|when|is|are|does|do|should|can)\b|\?\s*$/;

/** "et pour une femme ?", "and on rest days?", "what about creatine?", "pareil en sèche ?" */
const CONTINUATION =
  /^(?:et|and|ou|or|mais|but|sinon|aussi|also|pareil|idem|meme chose|same|what about|how about|ok et|ok and|d'accord et|alright and|et si|and if|and what if|et pour|and for|et en|and in|and on|et le|et la|et les|et avec|and with|and during|et pendant|meme (?:les|le|la|si|quand|pendant|en|sans|avec)|even (?:on|if|when|during|without|with))\b/;

/** Asking for another way than the one just advised (not "autre chose :", a new subject). */
const SOMETHING_ELSE =
  /^(?!(?:autre chose|another (?:thing|question)|other question)\b).*\b(?:quoi d'autre|what else|anything else|(?:a|en) la place|instead|alternatives?)\b/;

/** "je peux faire quoi d'autre ?", "what else can I do?": another way than the one advised. */
export const asksSomethingElse = (message: string): boolean =>
  SOMETHING_ELSE.test(normalise(message).trim());

/** A message taking the product named before is a follow-up up to this many words. */
const TAKES_IT_WORDS = 14;

const words = (text: string): number =>
  text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/**
 * A message that only makes sense with the previous question: it opens with a continuation
 * ("et pour une femme ?"), or it only brings numbers ("80 kg, 1m80, 30 ans"), and it is short.
 */
/**
 * "what am i doing wrong?", "qu'est-ce que je fais mal ?": asks about what the member just told
 * (twenty-eighth round: a plateau told, then this, got chips).
 */
export const DOING_WRONG = new RegExp(
  String.raw`^(?:(?:so|ok|okay|and|but|alors|du coup|donc|et|mais)\s+)*(?:${DOING_WRONG_WORDS})\b[^a-z]*$`,
);

export function isFollowUp(message: string): boolean {
  const t = normalise(message).trim();
  if (DOING_WRONG.test(t)) return true;
  if (CONTINUATION.test(t) && words(t) <= 9) return true;
  if (BECAUSE_OF_IT.test(t) && words(t) <= 12) return true;
  if (
    IS_IT_NORMAL.test(t) &&
    WEIGHT_CHANGE.test(t) &&
    words(t) <= 10 &&
    detectTopics(message).length === 0
  ) {
    return true;
  }
  if (TAKES_IT.test(t) && words(t) <= TAKES_IT_WORDS) return true;
  // "g pas d'élastique, je peux faire quoi d'autre ?": another way to do what was just advised.
  if (SOMETHING_ELSE.test(t) && words(t) <= TAKES_IT_WORDS) return true;
  // "is that too much volume", "can i get that all from food": what was just said (sixteenth round).
  if (pointsBackAtPrevious(message)) return true;
  const known = Object.keys(parseFacts(message)).length;
  if (known === 0 || QUESTION.test(t)) return false;
  // A profile ("80 kg, 180 cm, 30 ans, homme, prise de masse"), or a fact and a few words.
  if (known >= 2 && words(t) <= 16) return true;
  const rest = t.replace(/[\d.,'"/]+\s*(?:kg|kgs|kilos?|lbs?|cm|m|ans|years?|yo|y|ft|in)?/g, ' ');
  return words(rest) <= 4 && detectTopics(message).length === 0;
}

/**
 * What to look up for the current message: the message itself, or, for a follow-up, the previous
 * question it continues (itself with the one before when it was a follow-up too) plus the message.
 */
export function resolveQuestion(
  message: string,
  earlierUserMessages: readonly string[],
): { query: string; followUp: boolean; previous?: string } {
  const last = earlierUserMessages.at(-1);
  if (last === undefined || !isFollowUp(message)) return { query: message, followUp: false };
  // "is that why...?" points at a situation told just before, not at a question asked.
  const pointsAtQuestion = /\?/.test(last) && !CONTINUATION.test(normalise(message).trim());
  if (BECAUSE_OF_IT.test(normalise(message).trim()) && pointsAtQuestion) {
    return { query: message, followUp: false };
  }
  const beforeLast = earlierUserMessages.at(-2);
  const previous = isFollowUp(last) && beforeLast !== undefined ? `${beforeLast} ${last}` : last;
  return { query: `${previous} ${message}`, followUp: true, previous };
}

/** "je pèse 80 kg", "I weigh 80 kg": facts (read by facts.ts), not what the question is about. */
const FACT_STATEMENT =
  /\b(?:je pese|pese|je fais|je mesure|j'ai|i weigh|weighing|i am|i'm|im)\s*(?:about|around|environ)?\s*\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?|livres|cm|m|ans|years?(?: old)?)?/g;

/**
 * A video, article or written guide asked for on a subject ("do you have a written guide on that
 * on the site?"): the framing, without the subject.
 */
export const CONTENT_ASKED =
  /\b(?:t'?as|tu as|t'?aurais|tu aurais|(?:tu peux|peux[- ]tu|tu pourrais|can you|could you) (?:m'|me )?(?:envoyer|send|share|partager)(?: me)?|envoie[- ]moi|send me|as[- ]tu|aurais[- ]tu|avez[- ]vous|vous avez|auriez[- ]vous|il y a|y a[- ]t[- ]il|do you have|have you got|you got|got|is there|are there|any)\b(?: (?:pas|not))? (?:une?|des|a|an|any|some|de)? ?(?:petite? |bonne? |good |quick |short |written |full |detailed )?(?:videos?|articles?|guides?|tutos?|tutoriels?|tutorials?|liens?|links?|pdfs?|documents?|fiches?)(?: (?:ecrite?s?|written|complete?))?(?: (?:ou|or) (?:une?|des|a|an)? ?(?:videos?|articles?|guides?|tutos?|tutoriels?|tutorials?|liens?|links?|pdfs?|documents?|fiches?))?(?: (?:ecrite?s?|written))?(?: (?:sur|about|on|pour|for|de|of|qui (?:explique|montre)|that (?:explains|shows)))?\b(?: (?:ca|cela|that|this|it|le site|the site|ton site|your site))*(?: (?:sur|on) (?:le|the|ton|your) (?:site|app))?/g;

/**
 * How members write, spelled out for retrieval: texting shortcuts and gym jargon ("DC", "PDM",
 * "pk", "u", "ur") become the words the knowledge base's questions use. Matched on normalised
 * text, whole words only.
 */
/** The verbs members glue "je" to ("jstagne", "jpeux"): spelled out for search, a clause in comparisons. */
export const GLUED_JE =
  'remonte|descends|augmente|baisse|mange|suis|sais|prends|fais|bois|dors|stagne|bloque|arrive|peux|veux|dois|vais|bosse|pense|comprends|attends?|continue|arrete|reste';

const SHORTHAND: [RegExp, string][] = [
  // "good idea or nah", "c'est une bonne idée ?", "no idea how", "des idées ?": a way of asking,
  // not the subject (twelfth round: "idea" pulled the content ideas). "video ideas" stays.
  [
    /\b(?:(?:a|une|un|so) )?(?:good|bad|great|smart|bonne|mauvaise|bon|super) (?:ou (?:mauvaise|bonne) )?(?:idea|idee)s?\b|\bno idea\b|\b(?:any|some|des|une|tes|your|t'as des|tu as des) idee?a?s?(?= *\?* *$)/g,
    ' ',
  ],
  // French "mes gains" is progress: stemmed "gain", it matched the mass gainer ("gainer").
  [/\b(mes|tes|ses|les|nos|vos|des|de) gains\b(?! de (?:poids|masse))/g, '$1 prise de muscle'],
  [/\bnewbie gains\b|\bbeginner gains\b/g, 'beginner progress'],
  // A period that stopped is amenorrhoea (a warning sign), not the cycle's water weight.
  [
    /\b(?:lost|losing|missed|missing|no|haven'?t had|have not had|hasn'?t come|stopped getting|without)\s+(?:my |a |her |any )?periods?\b|\bperiods? (?:has |have )?(?:stopped|disappeared|gone|went away|is gone)\b/g,
    'amenorrhea',
  ],
  [
    /\b(?:plus (?:de|mes|eu mes|eu de)|pas eu (?:mes|de)|perdu mes|sans)\s+regles\b|\b(?:mes |les )?regles (?:se sont arretees|ont disparu|sont parties|arretees|disparues)\b|\b(?:mon|son|ton) cycle (?:s'est arrete|s'est stoppe|a disparu|est parti|s'arrete|est stoppe)\b/g,
    '$& amenorrhee',
  ],
  // "my period" is the menstrual cycle, not periodization (both stem to "period").
  [
    /\b(my|her|your|lost|missed|missing|irregular|no|during|on|without)\s+periods?\b/g,
    '$1 menstrual cycle',
  ],
  [/\b(mes|ses|tes|plus de|pendant|pendant les|perdu|sans)\s+regles\b/g, '$1 cycle menstruel'],
  // "avec mon planning": the member's week of training, not a publishing schedule (twentieth
  // round: the content plan's offer answered beside the rest days).
  [
    /\b(mon|ton|son|notre|votre) planning\b(?! (?:de publication|editorial|de contenu|de posts?))/g,
    '$1 semaine',
  ],
  // "cycle my training, heavy weeks then a light week", "cycler mon entraînement": the blocks and
  // their lighter weeks, not the menstrual cycle.
  [
    /\b(?:cycle|cycling|cycler|cycles? d')['"]? ?(?:my|your|the|mon|ton|l') ?(?:training|workouts?|entrainement|programme|program)\b/g,
    'periodization deload',
  ],
  [/\bt1d\b/g, 'type 1 diabetic on insulin'],
  [/\bdt1\b/g, 'diabetique type 1 sous insuline'],
  [/\bveggie\b(?! (?:burgers?|sticks?|chips))/g, 'vegetarian'],
  [/\bveggies\b/g, 'vegetables'],
  [/\boj\b/g, 'orange juice'],
  // "build muscle in a deficit", "prendre du muscle en déficit": building while losing fat is the
  // recomposition (twelfth round: the bulk's calories answered it).
  [
    /\b(?:build|gain|grow|put on|building|gaining) (?:some )?muscle (?:in|on|while in|during|while on) (?:a |an )?(?:calorie |caloric )?(?:deficit|cut)\b/g,
    'gain muscle while losing fat recomp',
  ],
  [
    /\b(?:prendre|construire|gagner) du muscle en (?:deficit|seche)(?: calorique)?\b/g,
    'prendre du muscle en meme temps recompo',
  ],
  // "je craque sur le chocolat", "craquer sur le sucré": a craving (hunger on a cut).
  [
    /\b(?:je )?craque(?:r|s)? (?:toujours |souvent |tout le temps )?(?:sur|pour) (?:le |du |les |des )?(?:chocolat|gateaux|biscuits|bonbons|sucre|sucres|sucreries)\b/g,
    'fringale',
  ],
  // "drink my whey shake", "boire ma whey": taking whey, not hydration.
  [
    /\b(?:drink|drinking|boire|bois) (?:my |a |the |ma |mon |une |un )?(?:whey|protein shake|shaker)\b/g,
    'take whey',
  ],
  // A meal's clock time is when, not a word of the subject: "manger après 21h", "manger à 3h du
  // mat", "eating after 9pm" (twelfth round: "20h" found nothing and the question got chips).
  // Only beside eating: "je m'entraîne vers 20h" is the training's time.
  [
    /\b((?:manger|mange|manges|bouffer|grignoter|eat|eating|ate|snack|snacking)\b[^.?!]{0,25}?)\b(?:apres|vers|a) (?:19|20|21|22|23)h(?:\d\d)?\b/g,
    '$1 tard le soir',
  ],
  [
    /\b((?:manger|mange|manges|bouffer|grignoter)\b[^.?!]{0,25}?)\b(?:a|vers) (?:[0-4]h|minuit) ?(?:\d\d )?(?:du (?:mat|matin))?/g,
    '$1 tard le soir la nuit ',
  ],
  [
    /\b((?:eat|eating|ate|snack|snacking)\b[^.?!]{0,25}?)\b(?:after|at|around) (?:(?:8|9|10|11) ?pm|[1-4] ?am|midnight)\b/g,
    '$1 late at night',
  ],
  // "16/8 pour sécher ça marche ?": whether it works, not walking (thirty-first round: the steps'
  // entry drew the chips).
  [/(?<!\bpour que )\b(?:ca|c'?a|sa) (?:marche|marchera|fonctionne)\b/g, ' '],
  // "ok if I do buy some, how many scoops a day?", "si j'en prends, combien ?": a condition on what
  // the previous answer named, without a word of its own (thirty-first round: "buy" drew the
  // influencer programmes' entry).
  [
    /\b(?:if i (?:do |did |ever )?(?:buy|get|take|try|use|order|start)(?:ing)? (?:some|it|one|them|that|those)|si (?:j'?en|je l'|je les) (?:achete|prends|prend|commande|essaie|essaye|utilise)s?)\b/g,
    ' ',
  ],
  // "t'as une vidéo ou un article sur la technique du squat ?": the subject is what follows; the
  // coach has no video to send (thirty-first round: the filming entry drew the chips).
  [CONTENT_ASKED, ' '],
  // "pour bien faire le hip thrust", "a proper deadlift": how to do the lift (twenty-third round:
  // the glutes' and the deadlift's frequency entries answered a demo asked for).
  [/\b(?:pour )?bien (?:faire|executer|realiser) (?:le |la |les |l')(?=[a-z])/g, 'technique '],
  [
    /\b(?:a |the )?(?:proper|correct|good|perfect)(?: form)?(?: (?:on|for))? (?:a |the )?(?=(?:deadlifts?|squats?|bench|hip thrusts?|rows?|pull[- ]?ups?|push[- ]?ups?|overhead press|ohp|rdls?|lunges?|dips?|curls?)\b)/g,
    'technique ',
  ],
  // "cardio fasted le matin": Franglais for "à jeun".
  [
    /\b(cardio|seances?|muscu|musculation|entrainement|m'?entrainer|entrainer) fasted\b/g,
    '$1 a jeun',
  ],
  // "les jours sans sport", "off days": the rest days (thirty-second round: the steps answered).
  [
    // Not "140 g de prot par jour sans whey": "sans" alone, or without the training.
    /\bjours? (?:(?:off|d'?off)(?: (?:sport|entrainements?|seances?|musculation|muscu|salle|training))?|sans (?:sport|entrainements?|seances?|musculation|muscu|salle|training)|sans(?= ?(?:[,.;:?!]|$)))\b/g,
    'jours de repos',
  ],
  [/\b(?:off|non[- ]?training|non[- ]?gym|non[- ]?lifting) days?\b|\bdays? off\b/g, 'rest days'],
  [
    /\bjours? (?:ou|quand) je (?:ne )?(?:m'?entraine|fais pas de sport|vais pas a la salle)\b(?: pas)?/g,
    'jours de repos',
  ],
  [/\bdays? (?:when )?i (?:don'?t|do not) (?:train|lift|work ?out|go to the gym)\b/g, 'rest days'],
  // "scared of getting bulky", "peur de devenir trop musclée": the women's training entry's worry.
  [
    /\b(?:scared|afraid|worried|fear|peur)\b.{0,25}\b(?:bulky|too muscular|masculine|trop musclee|trop massive)\b/g,
    '$& will lifting make me bulky women',
  ],
  [/\bp'?tit[- ]?dej\b|\bpetit[- ]?dej\b/g, 'petit dejeuner'],
  [/\bdc\b/g, 'developpe couche'],
  [/\bdi\b/g, 'developpe incline'],
  [/\bsdt\b/g, 'souleve de terre'],
  [/\bpdm\b/g, 'prise de masse'],
  [/\bvit\.? ?d3?\b/g, 'vitamine d'],
  [/\bcreas?\b|\bcreat\b/g, 'creatine'],
  [/\bpk\b|\bpq\b|\bpourkoi\b/g, 'pourquoi'],
  [/\bcmb\b|\bcb\b/g, 'combien'],
  [/\bdiff\b/g, 'difference'],
  [/\bprots?\b/g, 'protein'],
  [/\bmuscu\b/g, 'musculation'],
  [/\bentrainemnt\b|\bentrainment\b|\bentrenement\b/g, 'entrainement'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bbcs\b|\bcuz\b/g, 'because'],
  [/\bohp\b/g, 'overhead press'],
  [/\bdl\b/g, 'deadlift'],
  [/\bcals\b/g, 'calories'],
  [/\bwork(?:ing)? ?out\b/g, 'train'],
  [/\bmuscle[ -]ups?\b/g, 'muscleup'],
  [/\bpre ?workouts?\b/g, 'pre workout'],
  [/\bpecs\b/g, 'pectoraux'],
  [/\bppl\b/g, 'push pull legs'],
  [/\bados?\b/g, 'adolescent'],
  [/\b(?:coming|come|came) back\b/g, 'getting back'],
  // An age said with a verb ("turning 55", "just turned 40") is the member's age, not "turn into"
  // (the entry on fat turning into muscle); "step on the scale" is weighing, not daily steps.
  [
    /\bturn(?:ing|ed|s)? (?=\d{2}\b(?! ?(?:kg|kgs|lbs?|cm|%|min|mins|minutes|sec|seconds|reps?|sets?|degrees?)))/g,
    'aged ',
  ],
  [/\bstep(?:ping|s|ped)? on (?:the |my |a |that )?scales?\b/g, 'weigh myself on the scale'],
  // "how fast should the scale go up", "la balance doit monter de combien": the weight gained.
  [/\b(?:the |my )?scale (?:go(?:es|ing)?|should go|move|moves|moving) up\b/g, 'gain weight'],
  [/\b(?:la |ma )?balance (?:doit |devrait )?(?:monter|monte|grimpe[rs]?)\b/g, 'prendre du poids'],
  [/\bwrkout\b|\bwokout\b/g, 'workout'],
  // "j'ai pris 1kg d'un coup": a weight gained is the weight gain's subject (sixteenth
  // round: after creatine, "c normal jai pris 1kg" got the dose, not the water it holds).
  [
    /\b(?:j'?ai |je )?(?:pris|repris) (?:\+ ?)?\d+(?:[.,]\d+)? ?(?:kg|kgs|kilos?)\b/g,
    'pris du poids prise de poids',
  ],

  // "j'ai tjr la dalle", "la fringale": hunger; "jremonte", "jsuis": "je" glued to the verb.
  [/\b(?:la dalle|la fringale|les crocs|crever la dalle)\b/g, 'faim'],
  [/\btjr?s?\b/g, 'toujours'],
  [/\b(?:starving|starved|famished|always hungry)\b/g, 'hungry'],
  [new RegExp(`\\bj(${GLUED_JE})\\b`, 'g'), 'je $1'],
  // "mon PR ne bouge plus", "pour débloquer": a stall (thirty-second round: the split's chips).
  [
    /\b(?:je|il|ca|ma charge|mon pr|mon max) (?:ne )?(?:bouge|bougent|monte) plus\b|\b(?:pour |me |le |la )?debloquer\b/g,
    ' je stagne ',
  ],
  // "pre workout without caffeine", "booster sans caféine": the stimulant-free kind.
  [
    /\b(?:pre ?(?:workout|train)|booster)s? (?:without|sans|w\/o|with no|no) (?:any )?(?:caffeine|cafeine|stims?|stimulants?|excitants?)\b/g,
    'stim free pre workout',
  ],
];

/** What retrieval searches: the text without the facts stated in it, shorthand spelled out. */
export function searchText(text: string): string {
  let query = normalise(text).replace(FACT_STATEMENT, ' ');
  for (const [pattern, words] of SHORTHAND) query = query.replace(pattern, words);
  return query;
}
