// Types of training-seed.mjs for api/scripts/bench-training.ts.
export const TRAINING_SIZES: { sessions: number; setsPerSession: number };
export const LIFTS: string[];
export function seedTrainingMember(
  query: (sql: string, params: unknown[]) => Promise<Array<Record<string, string>>>,
  userId: string,
): Promise<{ routineId: string; idOf: Record<string, string> }>;
