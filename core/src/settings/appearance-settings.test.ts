/** Theme and text size are settings of the person (not of a browser), so they follow them to another device. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { getSettings } from './get-settings';
import { updateSettings } from './update-settings';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('theme and text size', () => {
  it('default to following the device and the default size, and keep what the person chose', async () => {
    const ctx = testCtx(h.db);
    const me = actor(ctx, (await makeUser(ctx)).id);
    expect(await getSettings(me)).toMatchObject({ theme: 'system', textSize: 'default' });
    expect(await updateSettings(me, { theme: 'dark', textSize: 'largest' })).toMatchObject({
      theme: 'dark',
      textSize: 'largest',
      notifications: true,
    });
    expect(await getSettings(me)).toMatchObject({ theme: 'dark', textSize: 'largest' });
  });

  it('refuses a value outside the choices with a clear message', async () => {
    const ctx = testCtx(h.db);
    const me = actor(ctx, (await makeUser(ctx)).id);
    await expect(updateSettings(me, { theme: 'sepia' as 'dark' })).rejects.toMatchObject({
      code: 'validation',
      message: 'Please choose system, light or dark.',
    });
    await expect(updateSettings(me, { textSize: 'huge' as 'large' })).rejects.toMatchObject({
      code: 'validation',
      message: 'Please choose one of the five text sizes.',
    });
  });
});
