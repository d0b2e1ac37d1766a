import {
  AI_TOPICS,
  ATTENTION_FLAGS,
  ATTENTION_RULES as R,
  type AttentionFlag,
  type AttentionItem,
  type AttentionList,
  type AttentionPage,
  type AiTopic,
  type Assignment,
  type CoachNote,
  type CoachSummary,
  type FlagStateInput,
  type MemberFile,
  type RosterMember,
  type RosterPage,
} from '@zak/contract';
import { AppError, badRequest, forbidden, notFound } from '../../platform/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { Logger } from '../../platform/logger';
import { totalPages } from '../../platform/paging';
import { audit, type Actor } from '../audit';
import { findAccount } from '../accounts';
import { isAdmin, type UserRecord } from '../members';
import { checkInLog, getProfile, measurementLog, weightLog } from '../progress';
import { trainingContextFor } from '../training';
import { detectTopic } from '../coach';
import {
  aiUsage,
  setMessageTopics,
  unclassifiedMessages,
  coachMailsOff,
  deleteNote,
  entitlementsOf,
  findCheckIn,
  findMember,
  insertNote,
  listCoaches,
  listNotes,
  raisedFlags,
  rosterPage,
  saveAssignment,
  saveFlagState,
  saveReply,
  sessionFacts,
  updateNote,
  type RaisedRow,
  type RosterRow,
  type Scope,
} from './coaching.repository';
import { COACHING_MSG } from './messages';
import { replyMail } from './reply-mail';
import type { RosterQueryInput } from './coaching.validation';

type Lang = 'fr' | 'en';
type AdminConfig = Parameters<typeof isAdmin>[1];

/** Today in UTC, YYYY-MM-DD: the day every figure of the desk is computed at. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Administrators see every member; a coach only the members assigned to them. */
export function scopeOf(user: UserRecord, config: AdminConfig, today = todayUtc()): Scope {
  return { coachId: isAdmin(user, config) ? null : user.id, today };
}

/** Each flag's rule, as the list shows it beside the flag, and what was measured. */
const RULES: Record<
  Lang,
  Record<AttentionFlag, { rule: string; detail: (v: number) => string }>
> = {
  fr: {
    'no-check-in': {
      rule: `Aucun bilan depuis ${R.noCheckInDays} jours ou plus`,
      detail: (v) => `${v} jours`,
    },
    'low-adherence': {
      rule: `Adhérence diète ou entraînement de ${R.lowAdherence}/10 ou moins au dernier bilan`,
      detail: (v) => `${v}/10`,
    },
    'weight-rate': {
      rule: "Vitesse d'évolution du poids hors de la fourchette de l'objectif deux semaines de suite",
      detail: (v) => `${String(v).replace('.', ',')} % par semaine`,
    },
    'no-session': {
      rule: `Aucune séance depuis ${R.noSessionDays} jours alors qu'un programme est actif`,
      detail: (v) => `${v} jours`,
    },
    'compliance-drop': {
      rule: `Assiduité sur 7 jours en baisse de ${R.complianceDrop} points ou plus par rapport aux 30 jours`,
      detail: (v) => `−${v} points`,
    },
    'access-ending': {
      rule: `Accès qui se termine dans ${R.accessEndingDays} jours ou moins`,
      detail: (v) => (v <= 0 ? "aujourd'hui" : `dans ${v} jour${v > 1 ? 's' : ''}`),
    },
    'no-sign-in': {
      rule: `Aucune connexion depuis ${R.noSignInDays} jours ou plus`,
      detail: (v) => `${v} jours`,
    },
  },
  en: {
    'no-check-in': {
      rule: `No check-in for ${R.noCheckInDays} days or more`,
      detail: (v) => `${v} days`,
    },
    'low-adherence': {
      rule: `Diet or training adherence of ${R.lowAdherence}/10 or less at the last check-in`,
      detail: (v) => `${v}/10`,
    },
    'weight-rate': {
      rule: "Weight rate outside the goal's range two weeks running",
      detail: (v) => `${v}% per week`,
    },
    'no-session': {
      rule: `No session for ${R.noSessionDays} days while a routine is active`,
      detail: (v) => `${v} days`,
    },
    'compliance-drop': {
      rule: `7-day compliance down ${R.complianceDrop} points or more against 30 days`,
      detail: (v) => `−${v} points`,
    },
    'access-ending': {
      rule: `Access ending within ${R.accessEndingDays} days`,
      detail: (v) => (v <= 0 ? 'today' : `in ${v} day${v > 1 ? 's' : ''}`),
    },
    'no-sign-in': {
      rule: `No sign-in for ${R.noSignInDays} days or more`,
      detail: (v) => `${v} days`,
    },
  },
};

const toItem = (row: RaisedRow, lang: Lang): AttentionItem => {
  const text = RULES[lang][row.flag];
  return {
    memberId: row.memberId,
    username: row.username,
    flag: row.flag,
    since: row.since,
    rule: text.rule,
    detail: text.detail(Number(row.value ?? 0)),
  };
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));

function toRosterMember(row: RosterRow): RosterMember {
  return {
    id: row.id,
    username: row.username,
    coach: row.coachId ? { id: row.coachId, username: row.coachName ?? '' } : null,
    lastSignInAt: iso(row.lastLoginAt),
    lastCheckIn:
      row.lcId && row.lcDay
        ? {
            id: row.lcId,
            date: row.lcDay,
            dietAdherence: Number(row.dietAdherence),
            trainingAdherence: Number(row.trainingAdherence),
            sleep: Number(row.sleep),
            energy: Number(row.energy),
            stress: Number(row.stress),
            hunger: Number(row.hunger),
          }
        : null,
    weightAverage7: num(row.average7),
    goal: (row.goal ?? null) as RosterMember['goal'],
    weeklyRatePct: num(row.rate0),
    rateRange:
      row.rateMin === null || row.rateMax === null
        ? null
        : { min: Number(row.rateMin), max: Number(row.rateMax) },
    compliance7: num(row.compliance7),
    compliance30: num(row.compliance30),
    accessEndsAt: iso(row.endsAt),
    hasAccess: row.hasAccess,
    flags: Number(row.flags),
  };
}

export async function roster(scope: Scope, q: RosterQueryInput): Promise<RosterPage> {
  const rows = await rosterPage(scope, q);
  const total = Number(rows[0]?.total ?? 0);
  return {
    members: rows.map(toRosterMember),
    totalCount: total,
    currentPage: q.page,
    totalPages: totalPages(total, q.limit),
  };
}

const FLAG_ORDER = new Map(ATTENTION_FLAGS.map((flag, i) => [flag, i]));

/** Every raised flag of the scope, oldest occurrence first. */
export async function attention(
  scope: Scope,
  lang: Lang,
  paging: { page: number; limit: number },
): Promise<AttentionPage> {
  const rows = await raisedFlags(scope, null, paging);
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map((row) => toItem(row, lang)),
    totalCount: total,
    currentPage: paging.page,
    totalPages: totalPages(total, paging.limit),
  };
}

/**
 * The member the desk may open: for a coach, only their own (403 otherwise, whether or not the id
 * exists); for an administrator, any member account (404 for no such member).
 */
async function deskMember(scope: Scope, memberId: string) {
  const member = await findMember(memberId);
  if (scope.coachId !== null) {
    if (!member || member.coachId !== scope.coachId) {
      throw forbidden(COACHING_MSG.memberNotFollowed);
    }
    return member;
  }
  if (!member || member.role !== 'user') throw notFound(COACHING_MSG.memberNotOnDesk);
  return member;
}

/** How many of a member's unclassified messages one read of their file classifies (newest first). */
export const CLASSIFY_BATCH = 2_000;

/**
 * A member's message's topic: the offline coach's detector, 'other' where it finds no subject.
 * The conversations module stores it with each message it writes (handed in at app start).
 */
export function classifyMessage(content: string): AiTopic {
  return detectTopic(content) ?? 'other';
}

/** Stores the topic of each message given; returns how many. */
export async function classifyMessages(pending: Array<{ id: string; content: string }>) {
  await setMessageTopics(
    pending.map(({ id, content }) => ({ id, topic: classifyMessage(content) })),
  );
  return pending.length;
}

/**
 * The member's messages to the AI coach, counted by period and by topic. A message gets its topic
 * when it is stored; the older ones without a topic (before migration 0025, or written by a
 * process with no classifier) are classified by the `coaching-topics` job, and those it has not
 * reached yet by this read, a batch at most: what is left past the batch is counted as not
 * classified and classified by the job or the next reads. Only counts leave.
 */
async function aiUsageByTopic(memberId: string, today: string): Promise<MemberFile['aiUsage']> {
  await classifyMessages(await unclassifiedMessages(memberId, CLASSIFY_BATCH));
  const { total, byTopic } = await aiUsage(memberId, today);
  const counts = (row?: { messages30: number; messagesTotal: number }) => ({
    messages30: row?.messages30 ?? 0,
    messagesTotal: row?.messagesTotal ?? 0,
  });
  const known = new Set<string>(AI_TOPICS);
  return {
    messages7: total.messages7,
    messages30: total.messages30,
    messagesTotal: total.messagesTotal,
    conversations: total.conversations,
    topics: AI_TOPICS.flatMap((topic) => {
      const row = byTopic.find((r) => r.topic === topic);
      return row ? [{ topic, ...counts(row) }] : [];
    }),
    unclassified: counts(
      byTopic
        .filter((r) => r.topic === null || !known.has(r.topic))
        .reduce(
          (sum, r) => ({
            messages30: sum.messages30 + r.messages30,
            messagesTotal: sum.messagesTotal + r.messagesTotal,
          }),
          { messages30: 0, messagesTotal: 0 },
        ),
    ),
  };
}

export async function memberFile(scope: Scope, memberId: string, lang: Lang): Promise<MemberFile> {
  const member = await deskMember(scope, memberId);
  const range = { from: addDays(scope.today, -364), to: scope.today };
  const [
    profile,
    weights,
    measurements,
    checkIns,
    training,
    sessions,
    usage,
    rights,
    notes,
    flags,
  ] = await Promise.all([
    getProfile(memberId),
    weightLog(memberId, range),
    measurementLog(memberId, range),
    checkInLog(memberId, range),
    trainingContextFor(memberId, lang),
    sessionFacts(memberId, scope.today),
    aiUsageByTopic(memberId, scope.today),
    entitlementsOf(memberId),
    listNotes(memberId),
    raisedFlags(scope, memberId),
  ]);
  const planDays = training.activeRoutine?.days.length ?? 0;
  const compliance = (n: number, days: number) =>
    planDays > 0 ? Math.min(100, Math.round((n * 100) / ((planDays * days) / 7))) : null;
  return {
    member: {
      id: member.id,
      username: member.username,
      email: member.email,
      createdAt: new Date(member.createdAt).toISOString(),
      lastSignInAt: iso(member.lastLoginAt),
      coach: member.coachId ? { id: member.coachId, username: member.coachName ?? '' } : null,
    },
    profile,
    weights: weights.entries,
    measurements: measurements.entries,
    checkIns: checkIns.entries,
    training: {
      activeRoutine: training.activeRoutine
        ? { name: training.activeRoutine.name, daysPerWeek: planDays }
        : null,
      sessions7: sessions.n7,
      sessions30: sessions.n30,
      compliance7: compliance(sessions.n7, 7),
      compliance30: compliance(sessions.n30, 30),
      lastSessionAt: sessions.lastAt,
      records: training.lifts
        .map((lift) => {
          const best = lift.sessions.reduce<(typeof lift.sessions)[number] | null>(
            (top, s) => (!top || s.bestE1rmKg > top.bestE1rmKg ? s : top),
            null,
          );
          return best ? { name: lift.name, bestE1rmKg: best.bestE1rmKg, date: best.date } : null;
        })
        .filter((r): r is NonNullable<typeof r> => r !== null),
    },
    aiUsage: usage,
    entitlements: rights,
    notes,
    attention: flags
      .map((row) => toItem(row, lang))
      .sort((a, b) => (FLAG_ORDER.get(a.flag) ?? 0) - (FLAG_ORDER.get(b.flag) ?? 0)),
  };
}

/**
 * Marks a raised flag handled (this occurrence: it comes back when the condition starts again
 * later) or snoozed for `days` (it comes back then if the condition still holds). Audited.
 */
export async function setFlagState(
  actor: Actor,
  scope: Scope,
  memberId: string,
  input: FlagStateInput,
  lang: Lang,
): Promise<AttentionList> {
  const member = await deskMember(scope, memberId);
  const raised = await raisedFlags(scope, memberId);
  if (!raised.some((r) => r.flag === input.flag && r.since === input.since)) {
    throw new AppError(409, 'FLAG_NOT_RAISED', COACHING_MSG.flagNotRaised);
  }
  const snoozedUntil = input.state === 'snoozed' ? addDays(scope.today, input.days ?? 1) : null;
  const state = {
    memberId,
    flag: input.flag,
    since: input.since,
    state: input.state,
    snoozedUntil,
    note: input.note ?? '',
  };
  await saveFlagState({ ...state, byUserId: actor.userId });
  await audit(actor, 'coaching.flag', { ...state, username: member.username });
  return { items: (await raisedFlags(scope, memberId)).map((row) => toItem(row, lang)) };
}

export async function notesOf(scope: Scope, memberId: string): Promise<CoachNote[]> {
  await deskMember(scope, memberId);
  return listNotes(memberId);
}

export async function addNote(actor: Actor, scope: Scope, memberId: string, body: string) {
  const member = await deskMember(scope, memberId);
  const note = await insertNote(memberId, actor.userId, body);
  await audit(actor, 'coaching.note', {
    memberId,
    username: member.username,
    noteId: note.id,
    change: 'create',
  });
  return note;
}

export async function editNote(
  actor: Actor,
  scope: Scope,
  memberId: string,
  noteId: string,
  body: string,
) {
  const member = await deskMember(scope, memberId);
  const note = await updateNote(memberId, noteId, body);
  if (!note) throw notFound(COACHING_MSG.noteNotFound);
  await audit(actor, 'coaching.note', {
    memberId,
    username: member.username,
    noteId,
    change: 'update',
  });
  return note;
}

export async function removeNote(actor: Actor, scope: Scope, memberId: string, noteId: string) {
  const member = await deskMember(scope, memberId);
  if (!(await deleteNote(memberId, noteId))) throw notFound(COACHING_MSG.noteNotFound);
  await audit(actor, 'coaching.note', {
    memberId,
    username: member.username,
    noteId,
    change: 'delete',
  });
}

export interface MailDeps {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

/**
 * The coach's reply under a check-in (one per check-in; sent again, it replaces the text). The
 * member gets a mail in their language unless they turned coach mails off; audited.
 */
export async function replyToCheckIn(
  actor: Actor,
  scope: Scope,
  checkInId: string,
  body: string,
  mail: MailDeps,
): Promise<{ created: boolean }> {
  const checkIn = await findCheckIn(checkInId);
  if (!checkIn) {
    if (scope.coachId !== null) throw forbidden(COACHING_MSG.memberNotFollowed);
    throw notFound(COACHING_MSG.checkInNotFound);
  }
  const member = await deskMember(scope, checkIn.memberId);
  const created = await saveReply(checkInId, checkIn.memberId, actor.userId, body);
  // The reply's text too: the member reads it, and a replaced reply stays in the log.
  await audit(actor, 'coaching.reply', {
    memberId: checkIn.memberId,
    username: member.username,
    checkInId,
    date: checkIn.date,
    change: created ? 'create' : 'update',
    body,
  });
  await mailReply(actor, checkIn, body, mail);
  return { created };
}

async function mailReply(
  actor: Actor,
  checkIn: { memberId: string; date: string },
  body: string,
  mail: MailDeps,
): Promise<void> {
  try {
    if (await coachMailsOff(checkIn.memberId)) return;
    const account = await findAccount(checkIn.memberId);
    if (!account?.email || !account.emailVerified || !account.isActive) return;
    await mail.mailer.send(
      replyMail(
        account.language ?? 'fr',
        account.email,
        account.username,
        { coach: actor.username, date: checkIn.date, body },
        mail.publicUrl,
      ),
    );
  } catch (err) {
    mail.logger.warn({ err: (err as Error).message }, 'coach reply mail not sent');
  }
}

// ---------------------------------------------------------------- assignments (administrators)

export const coaches = (): Promise<CoachSummary[]> => listCoaches();

/** The member's coach (an administrator's assignment dialog, the member's own account page). */
export async function coachOf(memberId: string): Promise<Assignment> {
  const member = await findMember(memberId);
  if (!member) throw notFound('userNotFound');
  return {
    memberId,
    coach: member.coachId ? { id: member.coachId, username: member.coachName ?? '' } : null,
  };
}

export async function assign(
  actor: Actor,
  memberId: string,
  coachId: string | null,
): Promise<Assignment> {
  const member = await findMember(memberId);
  if (!member) throw notFound('userNotFound');
  if (member.role !== 'user') throw badRequest(COACHING_MSG.memberNotAssignable);
  if (coachId !== null) {
    const coach = await findMember(coachId);
    if (!coach || coach.role !== 'coach') throw badRequest(COACHING_MSG.coachNotFound);
  }
  await saveAssignment(memberId, coachId);
  await audit(actor, 'coaching.assign', {
    memberId,
    username: member.username,
    coachId,
    previousCoachId: member.coachId,
  });
  return coachOf(memberId);
}
