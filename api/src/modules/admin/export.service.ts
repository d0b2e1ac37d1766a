import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { supportsCopy } from '../../platform/db/query';
import { crlfRecords, csvDate, csvRow, type CsvExport } from '../../platform/csv';
import { copyAiLogsCsv, streamAiLogRows, type AiLogFilters } from './ai-log.repository';
import { streamUsers } from '../members';
import type { UserFilters } from '../members';
import { audit, type Actor } from '../audit';

/** The first line: a BOM (spreadsheet programs then read the accents right) and the header. */
const headLine = (header: readonly string[]) => `\uFEFF${csvRow(header)}`;

type Lang = 'fr' | 'en';

/** Column headers in the admin's language (the request's), as the panel's tables name them. */
const AI_LOG_HEADER: Record<Lang, readonly string[]> = {
  fr: [
    'Identifiant',
    'Date (UTC)',
    'Utilisateur',
    'Conversation',
    'Type',
    'Tokens',
    'Remplacé le (UTC)',
    'Contenu',
  ],
  en: ['ID', 'Date (UTC)', 'User', 'Conversation', 'Type', 'Tokens', 'Replaced (UTC)', 'Content'],
};

/**
 * The AI usage log as CSV, audited, in constant memory at any size: PostgreSQL writes the records
 * (COPY) and they stream through; embedded PGlite (one shared session, which a COPY would hold for
 * the whole export) is read in keyset batches instead. Whoever reads `body` sets the pace, and
 * destroying it (the client left) ends the COPY and its connection.
 */
export async function exportAiLogsCsv(
  actor: Actor,
  filters: AiLogFilters,
  lang: Lang,
): Promise<CsvExport> {
  await audit(actor, 'ia_logs.export', { filters });
  const filename = 'ia-logs.csv';
  if (supportsCopy()) {
    // Opened before anything is sent: a database failure still answers 503.
    const copied = await copyAiLogsCsv(filters, lang);
    const body = new PassThrough();
    body.write(headLine(AI_LOG_HEADER[lang]));
    // A failure on either side destroys the other; the reader of `body` sees the error.
    pipeline(copied, crlfRecords(), body).catch(() => {});
    return { filename, body };
  }
  async function* batches() {
    yield headLine(AI_LOG_HEADER[lang]);
    for await (const rows of streamAiLogRows(filters)) {
      let chunk = '';
      for (const [id, createdAt, username, title, type, tokens, replacedAt, content] of rows) {
        chunk += csvRow([
          id,
          csvDate(createdAt, lang),
          username,
          title,
          type,
          tokens,
          csvDate(replacedAt, lang),
          content,
        ]);
      }
      yield chunk;
    }
  }
  return { filename, body: Readable.from(batches()) };
}

const USER_HEADER: Record<Lang, readonly string[]> = {
  fr: [
    'Identifiant',
    "Nom d'utilisateur",
    'Email',
    'Rôle',
    'Accès IA',
    'Actif',
    'Inscription (UTC)',
    'Dernière connexion (UTC)',
    'Expiration IA (UTC)',
  ],
  en: [
    'ID',
    'Username',
    'Email',
    'Role',
    'AI access',
    'Active',
    'Signed up (UTC)',
    'Last login (UTC)',
    'AI access ends (UTC)',
  ],
};

/** The users matching the admin list's filters as CSV, audited, newest first, in ~64 KB chunks. */
export async function exportUsersCsv(
  actor: Actor,
  filters: UserFilters,
  lang: Lang,
): Promise<CsvExport> {
  await audit(actor, 'users.export', { filters });
  async function* chunks() {
    yield headLine(USER_HEADER[lang]);
    let chunk = '';
    for await (const u of streamUsers(filters)) {
      chunk += csvRow([
        u.id,
        u.username,
        u.email,
        u.role,
        u.hasIAAccess,
        u.isActive,
        csvDate(u.createdAt, lang),
        csvDate(u.lastLoginAt, lang),
        csvDate(u.expiresAt, lang),
      ]);
      if (chunk.length > 64_000) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return { filename: 'users.csv', body: Readable.from(chunks()) };
}
