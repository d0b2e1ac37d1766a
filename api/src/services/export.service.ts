import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { supportsCopy } from '../db/query';
import { crlfRecords, csvRow } from '../lib/csv';
import {
  copyIaLogsCsv,
  streamIaLogRows,
  type IaLogFilters,
} from '../repositories/ia-log.repository';
import { streamUsers, type UserFilters } from '../repositories/user.repository';

async function write(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (!res.write(chunk)) await once(res, 'drain');
  return !res.destroyed;
}

function startCsv(res: Response, filename: string): void {
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename=${filename}`,
    'Cache-Control': 'no-store',
  });
}

/**
 * AI usage log as CSV with back-pressure, constant memory at any size: PostgreSQL writes the
 * records (COPY) and they stream through; embedded PGlite (one shared session, which a COPY would
 * hold for the whole export) is read in keyset batches instead.
 */
export async function streamIaLogsCsv(res: Response, filters: IaLogFilters): Promise<void> {
  // Opened first: a database failure still answers 503, before any byte is sent.
  const copied = supportsCopy() ? await copyIaLogsCsv(filters) : null;
  startCsv(res, 'ia-logs.csv');
  const header = ['id', 'createdAt', 'username', 'conversationTitle', 'type', 'tokens', 'content'];
  // BOM: spreadsheet programs then read the accents right.
  if (!(await write(res, `\uFEFF${csvRow(header)}`))) {
    copied?.destroy();
    return;
  }
  if (copied) {
    // A client that leaves mid-way ends the pipeline (and the COPY's connection): not an error.
    await pipeline(copied, crlfRecords(), res).catch((err: unknown) => {
      if ((err as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
    });
    return;
  }
  for await (const rows of streamIaLogRows(filters)) {
    let chunk = '';
    for (const row of rows) chunk += csvRow(row);
    if (!(await write(res, chunk))) return;
  }
  res.end();
}

export async function streamUsersCsv(res: Response, filters: UserFilters): Promise<void> {
  startCsv(res, 'users.csv');
  const header = [
    'id',
    'username',
    'email',
    'role',
    'hasIAAccess',
    'isActive',
    'createdAt',
    'lastLoginAt',
    'expiresAt',
  ];
  if (!(await write(res, `\uFEFF${csvRow(header)}`))) return;
  let chunk = '';
  for await (const u of streamUsers(filters)) {
    chunk += csvRow([
      u.id,
      u.username,
      u.email,
      u.role,
      u.hasIAAccess,
      u.isActive,
      u.createdAt,
      u.lastLoginAt,
      u.expiresAt,
    ]);
    if (chunk.length > 64_000) {
      if (!(await write(res, chunk))) return;
      chunk = '';
    }
  }
  if (chunk) await write(res, chunk);
  res.end();
}
