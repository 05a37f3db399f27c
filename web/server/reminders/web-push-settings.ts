/** The Web Push settings in effect: what the config says, with the defaults filled in. */
import type { Ctx } from '@dps/core/context';
import { resolveVapidKeys, type VapidKeys } from '@dps/core/push/vapid-keys';
import type { WebConfig } from '../deps';

export function allowedPushOrigins(config: Pick<WebConfig, 'webPush'>): string[] {
  return config.webPush?.allowedOrigins ?? [];
}

/** VAPID keys (configured, or made once and kept in the database), read once per process. */
export function vapidKeysOnce(ctx: Ctx, config: Pick<WebConfig, 'webPush' | 'infoEmail'>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= resolveVapidKeys(ctx, {
      publicKey: config.webPush?.publicKey,
      privateKey: config.webPush?.privateKey,
      subject: config.webPush?.subject ?? `mailto:${config.infoEmail}`,
    }).catch((e: unknown) => {
      keys = null; // a database hiccup is not remembered
      throw e;
    });
    return keys;
  };
}
