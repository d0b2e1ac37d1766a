import { entryById, type KnowledgeHit } from '../knowledge';
import { agreeingHit, onlyAgreeing, questionClause, questionTypes } from './question-type';

const hit = (id: string, score: number, asked: string[]): KnowledgeHit => {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  return { entry, score, questionTerms: asked.length, asked };
};

describe('question-type agreement', () => {
  it('reads the kind of question asked, in both languages', () => {
    expect(questionTypes('la creatine c dangereux ?')[0]).toBe('safety');
    expect(questionTypes('is whey bad for your kidneys')[0]).toBe('safety');
    expect(questionTypes('combien de cafeine max')[0]).toBe('amount');
    expect(questionTypes('how long should i rest')[0]).toBe('amount');
    expect(questionTypes('pourquoi je stagne')[0]).toBe('why');
    expect(questionTypes('best time to take creatine')).toContain('when');
    expect(questionTypes('c quoi la meilleure whey')[0]).toBe('which');
  });

  it('takes the entry of the same subject that answers the kind of question asked', () => {
    const effect = hit('creatine-effect', 100, ['creatin']);
    const safety = hit('creatine-safety', 60, ['creatin']);
    expect(agreeingHit(effect, [effect, safety], 'is creatine safe?', 'en').entry.id).toBe(
      'creatine-safety',
    );
    // Not about the same subject (it lacks the chosen entry's words): the chosen one stays.
    const other = hit('creatine-safety', 60, []);
    expect(agreeingHit(effect, [effect, other], 'is creatine safe?', 'en').entry.id).toBe(
      'creatine-effect',
    );
  });

  it('picks the one hesitated entry that answers that kind of question, else none', () => {
    const effect = hit('creatine-effect', 100, ['creatin']);
    const safety = hit('creatine-safety', 95, ['creatin']);
    expect(
      onlyAgreeing([effect, safety], 'la créatine est-elle dangereuse ?', 'fr')?.entry.id,
    ).toBe('creatine-safety');
    expect(onlyAgreeing([effect, safety], 'how to take creatine', 'en')).toBeUndefined();
  });
});

describe('the question clause of a long message', () => {
  it('is the question after the situation the member describes first', () => {
    expect(
      questionClause(
        "I'm 41, been lifting 3 years, my bench has been stuck at 225 since summer and my shoulder clicks a bit, should I change my program?",
      ),
    ).toBe('should i change my program?');
    expect(
      questionClause(
        'je suis en seche et je mange deja 150g de prot par jour, est ce que les bcaa servent a quelque chose ?',
      ),
    ).toBe('est ce que les bcaa servent a quelque chose ?');
    expect(questionClause('combien de protéines par jour ?')).toBe(
      'combien de proteines par jour ?',
    );
  });
});
