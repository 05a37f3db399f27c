/**
 * The VAPID key pair the server signs its push requests with (RFC 8292). From VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set; otherwise made once (P-256) and kept in `server_secrets`, so `npm
 * start` works with no set-up and every instance signs with the same key (a browser's subscription
 * is bound to the public key it was made with).
 */
import { createECDH } from 'node:crypto';
import { z } from 'zod';
import type { Ctx } from '../context';
import { serverSecret } from './server-secret';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (65 bytes): what the browser's pushManager.subscribe takes. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` or an https URL: who the push service may contact about our sends. */
  subject: string;
}

const ZStored = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** A fresh P-256 key pair in the form web-push and browsers take. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - priv.length), priv]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

export interface VapidSettings {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
}

/** The configured pair, or the one kept in the database (made now if there is none yet). */
export async function resolveVapidKeys(ctx: Ctx, settings: VapidSettings): Promise<VapidKeys> {
  if (settings.publicKey && settings.privateKey)
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  const stored = await serverSecret(ctx, 'vapid_keys', () => JSON.stringify(generateVapidKeys()));
  const keys = ZStored.parse(JSON.parse(stored));
  return { ...keys, subject: settings.subject };
}
