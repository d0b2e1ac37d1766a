import { askInConversation } from '../testing/ask-in-conversation';
import { asksForForbiddenSubstance } from './topics';

/**
 * Twenty-sixth round (issue 41, blind batch 38 opened): a legal supplement weighed for "la testo"
 * is a coaching question, "la créa" is creatine, a pair's second side never ends on "ou", and the
 * answers members asked for that the base lacked (a schedule that changes every week, swaps for a
 * nightly sweet tooth, foods that fill on a cut, an intro post, whether the coach adjusts a plan).
 */
const ask = askInConversation;
const CHIPS = /not sure I understood|pas sûr d’avoir compris/;
const REFUSED = /I can’t help with that|Je ne peux pas t’aider avec ça/;

describe('legal supplements weighed for testosterone are not doping', () => {
  it.each([
    "l'ashwagandha ça marche vraiment pour le stress et la testo ou c du marketing ?",
    'is ashwagandha actually good for stress and sleep and maybe testosterone or is it hype',
    'does ashwagandha have any real effect on testosterone?',
    'my testosterone levels are low side of normal, what can i do with diet',
    'augmenter ma testostérone naturellement, mon cycle menstruel est irrégulier',
    'booster la testo naturellement avec une cure de zinc ?',
    'zinc for testosterone during my sleep cycle issues',
  ])('%s is answered, not refused', (message) => {
    expect(asksForForbiddenSubstance(message)).toBe(false);
  });

  it.each([
    'ashwagandha pendant ma cure de testo, ça aide ?',
    'ashwagandha with my test e cycle, good idea?',
    'should i take ashwagandha while on testosterone',
    "l'ashwagandha sous testo ça sert à quelque chose ?",
    'augmenter sa testostérone naturellement avant une cure',
    'maca for testosterone while blasting',
    'zinc for testo while cruising',
  ])('%s still asks about a doping agent', (message) => {
    expect(asksForForbiddenSubstance(message)).toBe(true);
    expect(ask(message, /pendant|sous|avant/.test(message) ? 'fr' : 'en')).toMatch(REFUSED);
  });

  it('the answer weighs stress and testosterone under clean labels', () => {
    const text = ask(
      "l'ashwagandha ça marche vraiment pour le stress et la testo ou c du marketing ?",
      'fr',
    );
    expect(text).toMatch(/^\*\*Stress\*\* : L'ashwagandha/);
    expect(text).toMatch(/\n\*\*Testo\*\* : /);
    expect(text).not.toMatch(/\*\*Testo ou\*\*/);
  });
});

describe('how members write', () => {
  it('"la créa" is creatine: a mother who thinks it is doping gets the not-doping entry', () => {
    const text = ask(
      "la créa ça abime les reins ? ma mere dit que c'est un produit dopant et veut pas que j'en prenne",
      'fr',
    );
    expect(text).toMatch(/^Non : la créatine n'est ni un stéroïde ni un produit dopant/);
    expect(text).toMatch(/reins compris/);
    expect(text).not.toMatch(/protéines par jour/);
  });
});

describe('answers the base lacked', () => {
  it('a schedule that changes every week: a rotation of full-body sessions, not set days', () => {
    const text = ask(
      "infirmier en horaires décalés (jour/nuit), jpeux jamais prévoir mes jours de salle a l'avance. comment je m'organise pour progresser qd même ?",
      'fr',
    );
    expect(text).toMatch(/^En horaires décalés/);
    expect(text).toMatch(/full body \(ou un cycle A\/B\) dans l'ordre/);
  });

  it('a nightly sweet tooth on a cut: swaps, not only "fit it in"', () => {
    const text = ask(
      'ngl i have the worst sweet tooth. every night i end up demolishing a pint of ice cream. how do i stop this while cutting',
      'en',
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/swap rather than fight it/);
  });

  it('hungry on a cut: foods that fill, named', () => {
    const text = ask(
      "I'm SO hungry on 1600 cals. 5'4 F 150lbs. any high volume foods that actually work? not just 'eat more veggies' pls",
      'en',
      undefined,
      ['started my first real cut 2 weeks ago'],
    );
    expect(text).toMatch(/high-volume foods/);
    expect(text).toMatch(/plain popcorn/);
  });

  it('an intro post: who it is for, who you are, what readers get, a call to reply', () => {
    const text = ask(
      'write me a short intro post explaining who i am and what readers will get from it',
      'en',
      undefined,
      ["I'm a PT and I'm starting a weekly fitness newsletter for busy dads"],
    );
    expect(text).toMatch(/^An intro post works in four beats/);
  });

  it('the coach adjusts a plan over time, from the weigh-ins and the training log', () => {
    const text = ask(
      'how does this coaching thing work exactly? do you adjust my plan over time or is it one and done',
      'en',
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/adjust over time as your weigh-ins and training log change/);
  });

  it('two short sessions a week with a 60-hour job is the busy member’s entry', () => {
    const text = ask(
      'work 60hr weeks, can realistically train 2x45min a week. is that even worth it? what should those sessions look like',
      'en',
    );
    expect(text).toMatch(/^Two to three 30-45 minute sessions a week are enough to progress/);
  });

  it('a lower back locked the morning after heavy deadlifts: stop, and the physio or doctor', () => {
    const text = ask(
      'ce matin jme suis levé avec le bas du dos complètement bloqué, jpeux a peine me pencher. jfais quoi ?',
      'fr',
      undefined,
      ["hier j'ai fait du SDT lourd, 3x3 a 160kg"],
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/consulte un médecin ou un kiné/);
  });
});
