import type { Ctx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { hashToken } from './secrets';
import { type TWebSignInTokenInput, type WebSignInPreview, ZWebSignInTokenInput, liveLink } from './web-sign-in-links';

/** Which account a link would sign in to, without spending it. Invalid/used/expired: `validation`. */
export async function previewWebSignInLink(ctx: Ctx, input: TWebSignInTokenInput): Promise<WebSignInPreview> {
  const { token } = parseInput(ZWebSignInTokenInput, input);
  const row = await liveLink(ctx, hashToken(token));
  if (!row) throw new AppError('validation', 'invalidWebSignInLink', { title: 'linkExpired' });
  return { firstName: row.firstName || 'Friend', channel: row.provider, next: row.nextPath, expiresAt: row.expiresAt };
}
