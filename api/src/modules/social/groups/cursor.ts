import { badRequest } from '../../../core/errors';

/**
 * A keyset position: `at` is the timestamp as PostgreSQL writes it (to the
 * microsecond: a JavaScript Date would round it and skip or repeat rows),
 * `id` breaks ties, `pinned` says which part of a group's feed it is in.
 */
export interface KeysetPosition {
  at: string;
  id: number;
  pinned?: boolean;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)?$/;

function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position of a cursor the API gave out; 400 req-001 for anything else. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Unreadable cursor');
  }
  if (typeof parsed !== 'object' || parsed === null) throw badRequest('Unreadable cursor');
  const { at, id, pinned } = parsed as Record<string, unknown>;
  if (typeof at !== 'string' || !TIMESTAMP.test(at) || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647
    || (pinned !== undefined && typeof pinned !== 'boolean')) {
    throw badRequest('Unreadable cursor');
  }
  return { at, id, ...(pinned === undefined ? {} : { pinned }) };
}

/** The page and the cursor after it: one row more than the page is read to know whether another page exists. */
export function pageOf<Row>(rows: Row[], take: number, positionOf: (row: Row) => KeysetPosition): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= take) return { rows, nextCursor: null };
  const page = rows.slice(0, take);
  return { rows: page, nextCursor: encodeCursor(positionOf(page[page.length - 1]!)) };
}
