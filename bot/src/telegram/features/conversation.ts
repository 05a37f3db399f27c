/**
 * The messages that continue a conversation (a reflection's text, an own prayer's title and text)
 * and the private/shared choice that ends it. Validation is core's: the spec's messages come back
 * as replies, and the conversation waits for a better answer.
 */
import { Composer } from 'grammy';
import { z } from 'zod';
import { createReflection, ZCreateReflectionInput } from '@dps/core/reflections/create-reflection';
import { createUserPrayer, ZCreateUserPrayerInput } from '@dps/core/user-prayers/create-user-prayer';
import { parseInput } from '@dps/core/validate';
import type { BotContext } from '../bot-context';
import { myPrayerVisibilityKeyboard, reflectionVisibilityKeyboard } from '../conversations';

export const conversationFeature = new Composer<BotContext>();

const ZReflectionText = z.object({ content: ZCreateReflectionInput.shape.content });
const ZPrayerTitle = z.object({ title: ZCreateUserPrayerInput.shape.title });
const ZPrayerText = z.object({ content: ZCreateUserPrayerInput.shape.content });

const isCommand = (text: string | undefined) => Boolean(text && text.startsWith('/'));

conversationFeature.chatType('private').on('message', async (c, next) => {
  const text = c.message.text;
  if (isCommand(text)) return next();
  const pending = await c.app.pending.get();
  if (!pending) return next();
  const words = await c.app.words();
  // Anything but text (a sticker, a photo) counts as an empty answer.
  const input = text ?? '';
  if (pending.kind === 'reflect') {
    const { content } = parseInput(ZReflectionText, { content: input });
    await c.app.pending.set({ ...pending, content });
    await c.reply(words.t('telegramWriting.reflection.keepOrShare'), {
      reply_parameters: { message_id: c.message.message_id },
      reply_markup: reflectionVisibilityKeyboard(words),
    });
    return;
  }
  if (pending.kind !== 'myprayer') return next();
  if (pending.title === undefined) {
    const { title } = parseInput(ZPrayerTitle, { title: input });
    await c.app.pending.set({ kind: 'myprayer', title });
    await c.reply(words.rich('telegramWriting.myPrayer.askText', { title }), {
      parse_mode: 'HTML',
      reply_markup: { force_reply: true, input_field_placeholder: words.t('telegramWriting.myPrayer.textPlaceholder') },
    });
    return;
  }
  const { content } = parseInput(ZPrayerText, { content: input });
  await c.app.pending.set({ ...pending, content });
  await c.reply(words.t('telegramWriting.myPrayer.keepOrShare'), {
    reply_parameters: { message_id: c.message.message_id },
    reply_markup: myPrayerVisibilityKeyboard(words),
  });
});

conversationFeature.callbackQuery(/^rv:([01])$/, async (c) => {
  const pending = await c.app.pending.get();
  const { t, rich } = await c.app.words();
  if (pending?.kind !== 'reflect' || pending.content === undefined) {
    await c.answerCallbackQuery({ text: t('telegramWriting.expired'), show_alert: true });
    return;
  }
  const isPublic = c.match[1] === '1';
  await createReflection(await c.app.actor(), {
    prayerId: pending.prayerId,
    content: pending.content,
    isPublic,
    source: 'telegram',
  });
  await c.app.pending.clear();
  await c.answerCallbackQuery({ text: t('telegramWriting.reflection.submitted') });
  await c.editMessageText(
    isPublic
      ? rich('telegramWriting.reflection.doneShared', { title: pending.prayerTitle })
      : rich('telegramWriting.reflection.donePrivate', { title: pending.prayerTitle }),
    { parse_mode: 'HTML' },
  );
});

conversationFeature.callbackQuery(/^mp:([01])$/, async (c) => {
  const pending = await c.app.pending.get();
  const { t, rich } = await c.app.words();
  if (pending?.kind !== 'myprayer' || pending.title === undefined || pending.content === undefined) {
    await c.answerCallbackQuery({ text: t('telegramWriting.expired'), show_alert: true });
    return;
  }
  const isPublic = c.match[1] === '1';
  const saved = await createUserPrayer(await c.app.actor(), {
    title: pending.title,
    content: pending.content,
    isPublic,
  });
  await c.app.pending.clear();
  await c.answerCallbackQuery({ text: t('telegramWriting.myPrayer.created') });
  await c.editMessageText(
    saved.isPublic
      ? rich('telegramWriting.myPrayer.doneShared', { title: saved.title })
      : rich('telegramWriting.myPrayer.donePrivate', { title: saved.title }),
    { parse_mode: 'HTML' },
  );
});
