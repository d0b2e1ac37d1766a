import { expectEntryAndAspect, type TwoAspectCase } from '../testing/two-aspect-paraphrases';

/**
 * Members' phrasings of subjects the base lacked or reached badly (eighteenth round, part V),
 * each with the knowledge entry that must answer it and a word its answer must name. Written
 * apart from the validation sets.
 */

/** New entries: "X or Y, which is better" between two common exercises (squat bar position,
 * skull crushers or the cable); "is it normal that..." (a racing heart during effort); sleep
 * habits (catching up at weekends); the service (invoices, a double charge). */
const NEW_ENTRIES: TwoAspectCase[] = [
  ['barre haute ou barre basse au squat pour un debutant ?', 'fr', 'high-bar-low-bar', ['quadri']],
  ['low bar or high bar if i mostly care about strength', 'en', 'high-bar-low-bar', ['hips']],
  [
    'skull crushers or cable pushdowns, which builds more triceps',
    'en',
    'skull-crushers',
    ['elbow'],
  ],
  ['barre au front ou poulie pour grossir les triceps', 'fr', 'skull-crushers', ['coudes']],
  ['heart racing like crazy on the rower, is that normal?', 'en', 'heart-rate-cardio', ['doctor']],
  [
    'mon coeur cogne fort pendant mes seances de course, normal ?',
    'fr',
    'heart-rate-cardio',
    ['médecin'],
  ],
  ['does sleeping in on saturday make up for short nights?', 'en', 'sleep-catch-up', ['regular']],
  ['je rattrape mon sommeil le week-end, ca marche ?', 'fr', 'sleep-catch-up', ['régulières']],
  ['how do i download an invoice for my subscription?', 'en', 'invoices', ['order history']],
  ['ou est ma facture zak coaching ?', 'fr', 'invoices', ['historique des commandes']],
  ['i think i got charged twice this month', 'en', 'invoices', ['contact']],
];

/** Families whose entry existed but whose words did not reach it, or whose answer did not name
 * what was asked: "do I have to stop everything" with a tendinitis; "are you censored"; rest day
 * walking or nothing; pre-workout in the evening and no sleep; creatine and hair loss; one night
 * of drinking on a cut; after surgery (when to run again, the upper body meanwhile); wrist pain
 * on bench (grip or wraps); exam stress and lost strength. */
const FAMILIES: TwoAspectCase[] = [
  ['tendinite, faut tout arreter ou pas ?', 'fr', 'tendinitis', ['kiné']],
  ['got tendonitis, do i need full rest from the gym?', 'en', 'tendinitis', ['physio']],
  ['es tu censuré ?', 'fr', 'ai-uncensored', ['dopants']],
  ['are u censored', 'en', 'ai-uncensored', ['drugs']],
  ['rest day: walk or do absolutely nothing?', 'en', 'active-recovery', ['walking']],
  ['jour de repos, je marche ou je fais rien du tout ?', 'fr', 'active-recovery', ['marche']],
  ['does creatine make your hair fall out?', 'en', 'creatine-safety', ['hair']],
  ['creatine et chute de cheveux, vrai ou faux ?', 'fr', 'creatine-safety', ['cheveux']],
  ['one night of drinking at a party, does it ruin my cut?', 'en', 'alcohol', ['deficit']],
  ['soiree arrosee ce week-end en seche, ca gache tout ?', 'fr', 'alcohol', ['déficit']],
  ['when can i run again after acl surgery?', 'en', 'return-after-injury', ['surgeon']],
  [
    'reprendre la course apres une operation des ligaments croises',
    'fr',
    'return-after-injury',
    ['chirurgien'],
  ],
  [
    'knee surgery last month, can i train upper body meanwhile?',
    'en',
    'training-around-injury',
    ['upper body'],
  ],
  ['wrist pain on bench, should i wrap them or change my grip', 'en', 'wrist-pain', ['grip']],
  ['finals stress killing my strength, keep training?', 'en', 'exam-period', ['stress']],
  // Answers that now name what was asked: the scale after a big meal, losing fat without
  // counting, protein timing, cardio after surgery, filming a set to check form.
  ['scale up 2 kg after a wedding buffet, is it fat?', 'en', 'scale-jump-big-meal', ['scale']],
  ['+1 kg sur la balance apres la raclette, du gras ?', 'fr', 'scale-jump-big-meal', ['balance']],
  ['lose fat without tracking calories, any way?', 'en', 'counting-calories', ['deficit']],
  ['perdre du gras sans compter les calories, comment ?', 'fr', 'counting-calories', ['habitudes']],
  ['nutrient timing around the gym, myth or not?', 'en', 'post-workout-meal', ['daily total']],
  ['operee du genou, quand reprendre la course ?', 'fr', 'return-after-injury', ['vélo']],
  ['best angle to film my bench for form', 'en', 'filming-form-check', ['side-on']],
];

describe('subjects members ask get their new entry (part V)', () => {
  it.each(NEW_ENTRIES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});

describe("members' phrasings reach their existing entry, naming what was asked (part V)", () => {
  it.each(FAMILIES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
