// The AI coach: the engine (offline coach and knowledge base, OpenAI-compatible provider,
// fallback), /api/ai.
// What other modules and app.ts may use; the rest of the folder is this module's own.

export { aiRouter } from './ai.routes';
export { answerOffline } from './offline/engine';
export { detectTopic } from './offline/topics';
export { warmOfflineCoach } from './offline/warm';
export type { MemberFacts, MemberLift, MemberProgress, MemberTraining } from './types';
