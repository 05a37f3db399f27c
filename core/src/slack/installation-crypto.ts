/**
 * Slack installations hold bot tokens: they are stored encrypted (AES-256-GCM) with a key derived
 * from a secret the composition root passes in. Core never reads the secret from the environment.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../errors';

/** A 32-byte key for `encryptInstallation`, from a secret of at least 16 characters (HKDF-SHA256). */
export function deriveInstallationKey(secret: string): Buffer {
  if (secret.length < 16) throw new AppError('not_configured', 'slackSecretTooShort');
  return Buffer.from(hkdfSync('sha256', secret, 'dps-slack-installations', 'slack installation store v1', 32));
}

/** Encrypt a JSON-serialisable value (a Bolt installation object). */
export function encryptInstallation(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Decrypt what `encryptInstallation` produced; a wrong key or a tampered value throws. */
export function decryptInstallation(key: Buffer, stored: string): unknown {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable Slack installation record.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const json = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(json);
}
