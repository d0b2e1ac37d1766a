import { labelledQuestions, retrainSubjectModel, trainedLanguages } from './subject-model';
import { warmOfflineCoach } from './warm';

test('warming the offline coach trains the subject classifier of both languages', () => {
  retrainSubjectModel(labelledQuestions());
  expect(trainedLanguages()).toEqual([]);
  expect(warmOfflineCoach()).toBeGreaterThanOrEqual(0);
  expect(trainedLanguages().sort()).toEqual(['en', 'fr']);
});
