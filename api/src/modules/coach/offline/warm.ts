import { performance } from 'node:perf_hooks';
import { answerOffline } from './engine';

/** One question per language that goes through the gate and the subject classifier. */
const QUESTIONS = [
  ['jsp trop quoi faire pour mes bras, ils poussent pas', 'fr'],
  ['my arms dont grow what do i do', 'en'],
] as const;

/**
 * Builds what the offline coach builds on first use (the knowledge index, each language's subject
 * classifier) before the replica listens: otherwise the first member question that needs them
 * holds the event loop, every request of the replica with it, for 0.3-0.8 s per language.
 * Returns the milliseconds it took.
 */
export function warmOfflineCoach(): number {
  const started = performance.now();
  for (const [message, language] of QUESTIONS) {
    answerOffline({ history: [], message, language, structured: true });
  }
  return Math.round(performance.now() - started);
}
