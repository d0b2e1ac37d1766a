/**
 * The coach desk (issue 36): the roster of followed members, the attention list and its rules,
 * the member file, private notes, replies to check-ins, coach assignments.
 */
import type {
  CheckIn,
  CheckInReply,
  CoachingProfile,
  MeasurementEntry,
  WeightPoint,
} from './progress';

/** The attention flags, in the order the list shows them. */
export const ATTENTION_FLAGS = [
  'no-check-in',
  'low-adherence',
  'weight-rate',
  'no-session',
  'compliance-drop',
  'access-ending',
  'no-sign-in',
] as const;
export type AttentionFlag = (typeof ATTENTION_FLAGS)[number];

/**
 * The offline coach's subjects: what its topic detector finds in a message and the full guides
 * it leads into (api/src/modules/coach: knowledge GUIDES, offline Topic are this list).
 */
export const COACH_TOPICS = [
  'training',
  'nutrition',
  'supplements',
  'sleep',
  'social',
  'content',
] as const;
export type CoachTopic = (typeof COACH_TOPICS)[number];

/**
 * The subjects the member file counts the member's AI messages by: the coach's, and 'other' for
 * a message the detector finds none in.
 */
export const AI_TOPICS = [...COACH_TOPICS, 'other'] as const;
export type AiTopic = (typeof AI_TOPICS)[number];

/** The member's messages to the AI coach on one subject (counts only, never their text). */
export interface AiTopicCount {
  topic: AiTopic;
  /** Over the last 30 days, today included. */
  messages30: number;
  messagesTotal: number;
}

/** The thresholds of the flags' rules (days, scores out of 10, percentage points). */
export const ATTENTION_RULES = {
  /** No check-in for this many days or more. */
  noCheckInDays: 8,
  /** The last check-in's diet or training adherence at this score or below. */
  lowAdherence: 5,
  /** No session for this many days or more while a routine is active. */
  noSessionDays: 10,
  /** 7-day compliance this many points or more below the 30-day compliance. */
  complianceDrop: 20,
  /** Access ending within this many days. */
  accessEndingDays: 7,
  /** No sign-in for this many days or more. */
  noSignInDays: 14,
} as const;

export const ROSTER_SORTS = [
  'name',
  'lastSignIn',
  'lastCheckIn',
  'compliance7',
  'accessEnd',
] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_FILTERS = ['all', 'attention', 'no-routine', 'access-ending'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];
export const COACH_NOTE_MAX = 4000;
export const COACH_REPLY_MAX = 4000;
export const FLAG_NOTE_MAX = 1000;
/** A snooze lasts 1 to 90 days. */
export const SNOOZE_DAYS = { min: 1, max: 90 } as const;

/** GET /api/coaching/roster query. */
export interface RosterQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort?: RosterSort;
  order?: 'asc' | 'desc';
  filter?: RosterFilter;
}

/** One member on the roster; every figure is computed at the request (UTC days). */
export interface RosterMember {
  id: string;
  username: string;
  coach: { id: string; username: string } | null;
  lastSignInAt: string | null;
  lastCheckIn: {
    id: string;
    date: string;
    dietAdherence: number;
    trainingAdherence: number;
    sleep: number;
    energy: number;
    stress: number;
    hunger: number;
  } | null;
  /** Mean of the weigh-ins of the last 7 days (null without any). */
  weightAverage7: number | null;
  goal: CoachingProfile['goal'];
  /** This week's rate: the last 7 days' mean against the 7 days before, % per week. */
  weeklyRatePct: number | null;
  /** The goal's usual range (GOAL_RATE_RANGE), % per week. */
  rateRange: { min: number; max: number } | null;
  /** Sessions logged against those the active routine planned, %, capped at 100; null without a routine. */
  compliance7: number | null;
  compliance30: number | null;
  /** The end of the access running longest; null: no end date, or no access. */
  accessEndsAt: string | null;
  hasAccess: boolean;
  /** The number of flags raised now (handled and snoozed ones left out). */
  flags: number;
}

export interface RosterPage {
  members: RosterMember[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}

/** One raised flag, with its rule in the reader's language. */
export interface AttentionItem {
  memberId: string;
  username: string;
  flag: AttentionFlag;
  /** The day the condition started: the occurrence a handled state is kept for. */
  since: string;
  rule: string;
  /** What was measured, e.g. "12 days", "4/10". */
  detail: string;
}

export interface AttentionList {
  items: AttentionItem[];
}

/** GET /api/coaching/attention?page&limit (default ATTENTION_PAGE_SIZE a page). */
export interface AttentionPage extends AttentionList {
  totalCount: number;
  currentPage: number;
  totalPages: number;
}
export const ATTENTION_PAGE_SIZE = 50;

/** POST /api/coaching/members/:id/flags: handled (this occurrence) or snoozed (for `days`). */
export interface FlagStateInput {
  flag: AttentionFlag;
  since: string;
  state: 'handled' | 'snoozed';
  days?: number;
  note?: string;
}

export interface CoachNote {
  id: string;
  body: string;
  author: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CoachNoteInput {
  body: string;
}

/** PUT /api/coaching/checkins/:id/reply. */
export interface CheckInReplyInput {
  body: string;
}

/** GET /api/coaching/members/:id. */
export interface MemberFile {
  member: {
    id: string;
    username: string;
    email: string | null;
    createdAt: string;
    lastSignInAt: string | null;
    coach: { id: string; username: string } | null;
  };
  profile: CoachingProfile;
  weights: WeightPoint[];
  measurements: MeasurementEntry[];
  checkIns: Array<CheckIn & { reply: CheckInReply | null }>;
  training: {
    activeRoutine: { name: string; daysPerWeek: number } | null;
    sessions7: number;
    sessions30: number;
    compliance7: number | null;
    compliance30: number | null;
    lastSessionAt: string | null;
    /** Best estimated 1RM (Epley) per lift over its logged sessions, kg. */
    records: Array<{ name: string; bestE1rmKg: number; date: string }>;
  };
  /** Messages the member sent to the AI coach; the conversations stay in the AI logs tab. */
  aiUsage: {
    messages7: number;
    messages30: number;
    messagesTotal: number;
    conversations: number;
    /** Per subject with at least one message, in AI_TOPICS order. */
    topics: AiTopicCount[];
    /**
     * Messages not classified yet (the file classifies at most a batch of them per read, newest
     * first; the next reads go on): counted in the totals above, in no topic.
     */
    unclassified: { messages30: number; messagesTotal: number };
  };
  entitlements: Array<{ source: string; status: string; periodEnd: string | null }>;
  notes: CoachNote[];
  attention: AttentionItem[];
}

/** PUT /api/coaching/assignments/:memberId (administrators): coachId null ends the follow-up. */
export interface AssignmentInput {
  coachId: string | null;
}

/**
 * PUT and GET /api/coaching/assignments/:memberId (administrators): the member's coach after the
 * change, or now. GET /api/coaching/my-coach (any signed-in member): their own.
 */
export interface Assignment {
  memberId: string;
  coach: { id: string; username: string } | null;
}

/** GET /api/coaching/coaches (administrators): each coach and the members they follow. */
export interface CoachSummary {
  id: string;
  username: string;
  members: number;
}
