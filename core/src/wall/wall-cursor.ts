/**
 * The wall's page cursor: the last item's sort instant and id, opaque to clients (base64url of
 * "<ms>.<id>"). A cursor that does not parse is a validation error, never a 500 (length is
 * checked before any parsing, decision 050).
 */
import { AppError } from '../errors';
import { MAX_ID } from '../validate';

export interface WallCursor {
  at: Date;
  id: number;
}

export function encodeWallCursor(c: WallCursor): string {
  return Buffer.from(`${c.at.getTime()}.${c.id}`).toString('base64url');
}

const BAD_CURSOR = () => new AppError('validation', 'wallLinkOutdated');

export function decodeWallCursor(raw: string): WallCursor {
  if (raw.length > 40) throw BAD_CURSOR();
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const dot = text.indexOf('.');
  const ms = Number(text.slice(0, dot));
  const id = Number(text.slice(dot + 1));
  if (dot < 1 || !Number.isSafeInteger(ms) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw BAD_CURSOR();
  return { at: new Date(ms), id };
}
