/** The AI engine's own vocabulary, independent of HTTP and of the database. */
import type {
  ChatSuggestion,
  GoalPhase,
  NextTargets,
  UnitSystem,
  WeightTrend,
} from '@zak/contract';

export type { ChatSuggestion } from '@zak/contract';

export type Language = 'fr' | 'en';

/**
 * What is known about the member outside the conversation (stored profile, logged weight...), in
 * metric units. Every field is optional; facts stated in the conversation override these.
 */
export interface MemberFacts {
  weightKg?: number;
  /** The unit the member uses, so answers can echo it. */
  weightUnit?: 'kg' | 'lb';
  heightCm?: number;
  age?: number;
  sex?: 'male' | 'female';
  goal?: 'cut' | 'bulk' | 'recomp';
  daysPerWeek?: number;
  level?: 'beginner' | 'intermediate' | 'advanced';
  equipment?: 'gym' | 'home' | 'none';
}

/** One turn of a conversation as the engine sees it (oldest first). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a provider is asked to answer. */
export interface AiRequest {
  /** Earlier turns of the same conversation, oldest first, without the current message. */
  history: ChatTurn[];
  /** The member's current message. */
  message: string;
  /**
   * Answers to this same message that the member replaced in the chat (regenerate, edit): no
   * longer in `history`, but the member has seen them, so the coach words its answer otherwise.
   */
  replacedAnswers?: string[];
  /** Explicit language from the settings; when absent the engine detects it from the text. */
  language?: Language;
  /** Headings, lists and tables when true; plain paragraphs when false. */
  structured: boolean;
  /** Free-form persona hint sent by the chat screen (e.g. 'ifbb'). */
  personality?: string;
  /** 'fast' asks for a shorter answer; anything else is the detailed default. */
  responseSpeed?: string;
  /** Facts known about the member outside this conversation (profile data); optional. */
  member?: MemberFacts;
  /**
   * The member's own data as the coach is told it (modules/progress/coach-context: profile, weight trend,
   * last check-in, with dates and units); absent when the member switched it off.
   */
  memberContext?: string;
  /** The member's weight trend from the tracker, for "how am I doing?" (with the context). */
  progress?: MemberProgress;
  /**
   * The member's training log as the coach may read it (modules/training/coach-view), for "what
   * do I do today?", "am I progressing on bench?"; absent when the member switched it off.
   */
  training?: MemberTraining;
}

/** One lift of the member's recent sessions: its trend and next targets. */
export interface MemberLift {
  name: string;
  /** Its names and aliases in both languages, folded (lower case, no accents): "dc", "bench press". */
  names: string[];
  /** Oldest first. */
  sessions: Array<{ date: string; bestE1rmKg: number; topSet: { weightKg: number; reps: number } }>;
  next: NextTargets;
}

/** What the offline coach needs to answer from the member's training log. */
export interface MemberTraining {
  units: UnitSystem;
  /** Newest first. */
  lastSessions: Array<{
    date: string;
    routineName: string | null;
    dayName: string | null;
    workSets: number;
    exercises: string[];
  }>;
  activeRoutine: { name: string; days: string[] } | null;
  /** The active routine's next day, with its exercises' names. */
  todaysDay: { name: string; exercises: string[] } | null;
  lifts: MemberLift[];
}

/** What the offline coach needs to answer "how am I doing?" from the member's tracker. */
export interface MemberProgress {
  goal: GoalPhase | null;
  units: UnitSystem;
  average7: number | null;
  latestDate: string | null;
  weekly: WeightTrend['weekly'];
  fourWeek: WeightTrend['fourWeek'];
  plateau: boolean;
}

export interface TokenUsage {
  prompt: number;
  completion: number;
}

/** How an answer was produced, when it is not simply the configured provider's own answer. */
export interface AiResultMeta {
  /** The configured model failed and the offline coach answered instead. */
  fallback: 'offline';
  /** The model's failure, as the API code of its error (AI_TIMEOUT, AI_UNAVAILABLE...). */
  reason: string;
}

export interface AiResult {
  text: string;
  tokens: TokenUsage;
  meta?: AiResultMeta;
  /** The offline coach's clarifying chips when it was not sure of the subject (never the model's). */
  suggestions?: ChatSuggestion[];
}

/**
 * A coaching engine. `stream` yields text deltas in order and returns the full result;
 * both stop promptly (rejecting with the signal's reason) when `signal` aborts.
 */
export interface AiProvider {
  readonly name: string;
  complete(request: AiRequest, signal?: AbortSignal): Promise<AiResult>;
  stream(request: AiRequest, signal?: AbortSignal): AsyncGenerator<string, AiResult, void>;
}
