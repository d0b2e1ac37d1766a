// The one HTTP client of the front ends: same-origin /api calls with the session cookie, JSON in
// and out, the member's language (Accept-Language), and one error text for a failed call: "<status>: <body text or status text>".
import type { ErrorBody } from '@zak/contract';
import { requestLanguage } from '../i18n/request-language';

export class ApiError extends Error {
  readonly status: number;
  /** Raw body text of the answer ('' when empty). */
  readonly bodyText: string;
  /** The `message` field of a JSON error body, when there is one (safe to show). */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.serverMessage = parseServerMessage(bodyText);
  }
}

function parseServerMessage(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as Partial<ErrorBody> | null;
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The server's message of a failed call, else `fallback` (login and registration toasts). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** fetch with the session cookie; throws ApiError on a non-OK answer. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', requestLanguage());
  const res = await fetch(path, { ...init, headers, credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
  return res;
}

async function parseJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface GetOptions {
  /** 'returnNull': a 401 resolves to null (anonymous = no data). Default 'throw'. */
  on401?: 'returnNull' | 'throw';
  signal?: AbortSignal;
}

/** GET a JSON resource. With `{ on401: 'returnNull' }` an anonymous caller gets null. */
export async function apiGet<T>(
  path: string,
  options: GetOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiGet<T>(path: string, options?: GetOptions): Promise<T>;
export async function apiGet<T>(path: string, options: GetOptions = {}): Promise<T | null> {
  try {
    const res = await apiFetch(path, { method: 'GET', signal: options.signal });
    return await parseJson<T>(res);
  } catch (error) {
    if (options.on401 === 'returnNull' && isUnauthorized(error)) return null;
    throw error;
  }
}

/**
 * A fresh Idempotency-Key: 128 random bits in hex. crypto.getRandomValues, unlike randomUUID,
 * also exists on pages served over plain http from another host than localhost.
 */
export function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A write: JSON body when given (the API answers 415 to anything else). Each write carries its
 * own Idempotency-Key, so the API applies it once even when the gateway passes it on to another
 * replica after a lost connection (api/src/platform/http/idempotency.ts).
 */
export async function apiSend<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { 'Idempotency-Key': idempotencyKey() };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return parseJson<T>(await apiFetch(path, init));
}

export type QueryValue = string | number | boolean | undefined | null;

/**
 * `path` with a query string of the values that narrow the request: strings are trimmed, and
 * empty strings, null and undefined are left out (`withQuery('/api/x', { page: 2, q: ' ' })` is
 * `/api/x?page=2`). Values are URL-encoded.
 */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') params.append(key, text);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
