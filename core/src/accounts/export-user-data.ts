import { asc, eq } from 'drizzle-orm';
import {
  completions,
  contactMessages,
  favorites,
  goals,
  identities,
  prayers,
  reflectionLikes,
  reflections,
  topicPrayerCompletions,
  userPrayers,
  userSettings,
  users,
} from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';

const iso = (d: Date) => d.toISOString();

/**
 * Everything the product holds about the signed-in person, as plain JSON (their right of access):
 * profile (never the password hash), settings, sign-in methods (provider names only), completions,
 * topic prayers prayed,
 * favorites, their reflections and replies, likes, own prayers, goals and contact messages.
 */
export async function exportUserData(ctx: ActorCtx) {
  const uid = ctx.userId;
  const db = ctx.db;
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      createdAt: users.createdAt,
      hasPassword: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, uid));
  if (!profile) throw new AppError('not_found', 'Account not found.');

  const [settings] = await db
    .select({
      notifications: userSettings.notifications,
      dailyReminders: userSettings.dailyReminders,
      reminderTime: userSettings.reminderTime,
      timeZone: userSettings.timeZone,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, uid));

  const ids = await db
    .select({ provider: identities.provider, createdAt: identities.createdAt })
    .from(identities)
    .where(eq(identities.userId, uid))
    .orderBy(asc(identities.createdAt));

  const done = await db
    .select({
      prayerId: completions.prayerId,
      prayerTitle: prayers.title,
      localDate: completions.localDate,
      source: completions.source,
      createdAt: completions.createdAt,
    })
    .from(completions)
    .innerJoin(prayers, eq(prayers.id, completions.prayerId))
    .where(eq(completions.userId, uid))
    .orderBy(asc(completions.localDate), asc(completions.id));

  const topicPrayed = await db
    .select({
      prayerId: topicPrayerCompletions.prayerId,
      prayerTitle: prayers.title,
      localDate: topicPrayerCompletions.localDate,
      createdAt: topicPrayerCompletions.createdAt,
    })
    .from(topicPrayerCompletions)
    .innerJoin(prayers, eq(prayers.id, topicPrayerCompletions.prayerId))
    .where(eq(topicPrayerCompletions.userId, uid))
    .orderBy(asc(topicPrayerCompletions.localDate), asc(topicPrayerCompletions.id));

  const favs = await db
    .select({ prayerId: favorites.prayerId, prayerTitle: prayers.title, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(prayers, eq(prayers.id, favorites.prayerId))
    .where(eq(favorites.userId, uid))
    .orderBy(asc(favorites.createdAt), asc(favorites.id));

  const refl = await db
    .select({
      id: reflections.id,
      prayerId: reflections.prayerId,
      prayerTitle: prayers.title,
      parentId: reflections.parentId,
      content: reflections.content,
      isPublic: reflections.isPublic,
      source: reflections.source,
      createdAt: reflections.createdAt,
    })
    .from(reflections)
    .innerJoin(prayers, eq(prayers.id, reflections.prayerId))
    .where(eq(reflections.userId, uid))
    .orderBy(asc(reflections.createdAt), asc(reflections.id));

  const likes = await db
    .select({ reflectionId: reflectionLikes.reflectionId, createdAt: reflectionLikes.createdAt })
    .from(reflectionLikes)
    .where(eq(reflectionLikes.userId, uid))
    .orderBy(asc(reflectionLikes.createdAt));

  const own = await db
    .select({
      id: userPrayers.id,
      title: userPrayers.title,
      content: userPrayers.content,
      date: userPrayers.date,
      isPublic: userPrayers.isPublic,
      createdAt: userPrayers.createdAt,
    })
    .from(userPrayers)
    .where(eq(userPrayers.userId, uid))
    .orderBy(asc(userPrayers.createdAt), asc(userPrayers.id));

  const myGoals = await db
    .select({
      id: goals.id,
      title: goals.title,
      targetDays: goals.targetDays,
      startDate: goals.startDate,
      isActive: goals.isActive,
      createdAt: goals.createdAt,
    })
    .from(goals)
    .where(eq(goals.userId, uid))
    .orderBy(asc(goals.createdAt), asc(goals.id));

  const messages = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, uid))
    .orderBy(asc(contactMessages.createdAt));

  const { hasPassword, createdAt, ...rest } = profile;
  return {
    exportedAt: iso(ctx.clock.now()),
    profile: { ...rest, createdAt: iso(createdAt), hasPassword: Boolean(hasPassword) },
    settings: settings ?? null,
    identities: ids.map((i) => ({ provider: i.provider, connectedAt: iso(i.createdAt) })),
    completions: done.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    topicPrayersPrayed: topicPrayed.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    favorites: favs.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
    reflections: refl.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    likes: likes.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
    prayers: own.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    goals: myGoals.map((g) => ({ ...g, createdAt: iso(g.createdAt) })),
    contactMessages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
  };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;
