import { asc, eq } from 'drizzle-orm';
import {
  planDayCompletions,
  planRuns,
  completions,
  emailChangeTokens,
  webSignInLinks,
  contactMessages,
  contentReports,
  favorites,
  goals,
  rhythmPeriods,
  groupPrayers,
  identities,
  intercessions,
  knownDevices,
  linkCodes,
  moderationHiddenItems,
  moderationLog,
  notificationChatOptIns,
  notifications,
  passwordResetTokens,
  prayers,
  publicPostingStops,
  pushSubscriptions,
  reflectionLikes,
  reflections,
  sessions,
  slackChannelSubscriptions,
  telegramChats,
  topicPrayerCompletions,
  userPrayers,
  userSettings,
  users,
} from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';

/** Names the document, so a reader can tell it from any other JSON. */
export const EXPORT_FORMAT = 'daily-prayer-export';
/**
 * Raised when a field is removed or changes meaning (adding a section or a field does not raise
 * it). 1: the first export, which had no `format` fields; 2: every table that refers to the person
 * (docs/export-format.md).
 */
export const EXPORT_FORMAT_VERSION = 2;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The origin of a push endpoint: which push service, never the endpoint (a capability URL). */
const pushService = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
};

/**
 * Everything the product holds about the signed-in person, as plain JSON (their right of access),
 * in the documented format (docs/export-format.md): every table that refers to them has its
 * section (EXPORT_SECTION_OF; a test fails when a new one has none). Secrets are left out: the
 * password hash, session, reset and device token hashes, link codes, push keys and endpoints, and
 * sign-in subjects. Other people appear by nothing but what the person's own rows say of them (an
 * id of a reflection they liked, of a request they prayed for).
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
  if (!profile) throw new AppError('not_found', 'accountNotFound');

  const [settings] = await db
    .select({
      notifications: userSettings.notifications,
      dailyReminders: userSettings.dailyReminders,
      reminderTime: userSettings.reminderTime,
      timeZone: userSettings.timeZone,
      timeZoneConfirmed: userSettings.timeZoneConfirmed,
      theme: userSettings.theme,
      textSize: userSettings.textSize,
      emailReminders: userSettings.emailReminders,
      telegramReminders: userSettings.telegramReminders,
      slackReminders: userSettings.slackReminders,
      reminderOrder: userSettings.reminderOrder,
      reminderEveryChannel: userSettings.reminderEveryChannel,
      bibleVersion: userSettings.bibleVersion,
      updatedAt: userSettings.updatedAt,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, uid));

  const ids = await db
    .select({ provider: identities.provider, email: identities.email, createdAt: identities.createdAt })
    .from(identities)
    .where(eq(identities.userId, uid))
    .orderBy(asc(identities.createdAt), asc(identities.id));

  const sess = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, uid))
    .orderBy(asc(sessions.createdAt));

  const resets = await db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, uid))
    .orderBy(asc(passwordResetTokens.createdAt));

  const devices = await db
    .select({ createdAt: knownDevices.createdAt, lastUsedAt: knownDevices.lastUsedAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, uid))
    .orderBy(asc(knownDevices.createdAt));

  const codes = await db
    .select({
      createdAt: linkCodes.createdAt,
      expiresAt: linkCodes.expiresAt,
      usedAt: linkCodes.usedAt,
      linkedChannel: linkCodes.linkedChannel,
      linkedName: linkCodes.linkedName,
    })
    .from(linkCodes)
    .where(eq(linkCodes.userId, uid))
    .orderBy(asc(linkCodes.createdAt));

  const done = await db
    .select({
      prayerId: completions.prayerId,
      prayerTitle: prayers.title,
      localDate: completions.localDate,
      source: completions.source,
      timeZone: completions.timeZone,
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
      source: topicPrayerCompletions.source,
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
      isAnonymous: userPrayers.isAnonymous,
      source: userPrayers.source,
      answeredAt: userPrayers.answeredAt,
      answeredNote: userPrayers.answeredNote,
      createdAt: userPrayers.createdAt,
    })
    .from(userPrayers)
    .where(eq(userPrayers.userId, uid))
    .orderBy(asc(userPrayers.createdAt), asc(userPrayers.id));

  const prayedFor = await db
    .select({
      requestId: intercessions.userPrayerId,
      localDate: intercessions.localDate,
      source: intercessions.source,
      createdAt: intercessions.createdAt,
    })
    .from(intercessions)
    .where(eq(intercessions.userId, uid))
    .orderBy(asc(intercessions.createdAt), asc(intercessions.id));

  const inGroups = await db
    .select({
      channel: groupPrayers.channel,
      group: groupPrayers.target,
      localDate: groupPrayers.localDate,
      createdAt: groupPrayers.createdAt,
    })
    .from(groupPrayers)
    .where(eq(groupPrayers.userId, uid))
    .orderBy(asc(groupPrayers.createdAt));

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

  const rhythm = await db
    .select({
      kind: rhythmPeriods.kind,
      weekday: rhythmPeriods.weekday,
      restReminders: rhythmPeriods.restReminders,
      fromDate: rhythmPeriods.fromDate,
      untilDate: rhythmPeriods.untilDate,
      createdAt: rhythmPeriods.createdAt,
    })
    .from(rhythmPeriods)
    .where(eq(rhythmPeriods.userId, uid))
    .orderBy(asc(rhythmPeriods.fromDate), asc(rhythmPeriods.id));

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

  const bell = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, uid))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

  // Other people's notifications that carry this person's name or words: only those words.
  const toldOthers = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.fromUserId, uid))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));

  const optIns = await db
    .select({
      channel: notificationChatOptIns.channel,
      chat: notificationChatOptIns.target,
      createdAt: notificationChatOptIns.createdAt,
    })
    .from(notificationChatOptIns)
    .where(eq(notificationChatOptIns.userId, uid))
    .orderBy(asc(notificationChatOptIns.createdAt));

  const chats = await db
    .select({
      chatId: telegramChats.chatId,
      type: telegramChats.type,
      title: telegramChats.title,
      isActive: telegramChats.isActive,
      createdAt: telegramChats.createdAt,
    })
    .from(telegramChats)
    .where(eq(telegramChats.userId, uid))
    .orderBy(asc(telegramChats.createdAt));

  // Pending email changes and chat sign-in links: what and when, never the token.
  const emailChanges = await db
    .select({
      newEmail: emailChangeTokens.newEmail,
      createdAt: emailChangeTokens.createdAt,
      expiresAt: emailChangeTokens.expiresAt,
      usedAt: emailChangeTokens.usedAt,
    })
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.userId, uid))
    .orderBy(asc(emailChangeTokens.createdAt));
  const signInLinks = await db
    .select({
      provider: webSignInLinks.provider,
      nextPath: webSignInLinks.nextPath,
      createdAt: webSignInLinks.createdAt,
      expiresAt: webSignInLinks.expiresAt,
      usedAt: webSignInLinks.usedAt,
    })
    .from(webSignInLinks)
    .where(eq(webSignInLinks.userId, uid))
    .orderBy(asc(webSignInLinks.createdAt));

  const push = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, uid))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));

  const filed = await db
    .select({
      kind: contentReports.kind,
      itemId: contentReports.itemId,
      reason: contentReports.reason,
      note: contentReports.note,
      createdAt: contentReports.createdAt,
      resolvedAt: contentReports.resolvedAt,
      resolution: contentReports.resolution,
    })
    .from(contentReports)
    .where(eq(contentReports.reporterId, uid))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id));

  const stops = await db
    .select({ stoppedAt: publicPostingStops.stoppedAt })
    .from(publicPostingStops)
    .where(eq(publicPostingStops.userId, uid));

  // Moderators' actions on this person's posts or posting: what and when, never which moderator.
  const actedOn = await db
    .select({
      action: moderationLog.action,
      kind: moderationLog.kind,
      itemId: moderationLog.itemId,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .where(eq(moderationLog.targetUserId, uid))
    .orderBy(asc(moderationLog.createdAt), asc(moderationLog.id));

  // As a moderator or admin: what they did (the items, never other people's words).
  const resolved = await db
    .select({
      kind: contentReports.kind,
      itemId: contentReports.itemId,
      resolution: contentReports.resolution,
      resolvedAt: contentReports.resolvedAt,
    })
    .from(contentReports)
    .where(eq(contentReports.resolvedBy, uid))
    .orderBy(asc(contentReports.resolvedAt), asc(contentReports.id));
  const hidden = await db
    .select({
      kind: moderationHiddenItems.kind,
      itemId: moderationHiddenItems.itemId,
      hiddenAt: moderationHiddenItems.hiddenAt,
    })
    .from(moderationHiddenItems)
    .where(eq(moderationHiddenItems.hiddenBy, uid))
    .orderBy(asc(moderationHiddenItems.hiddenAt));
  const stopsGiven = await db
    .select({ stoppedAt: publicPostingStops.stoppedAt })
    .from(publicPostingStops)
    .where(eq(publicPostingStops.stoppedBy, uid))
    .orderBy(asc(publicPostingStops.stoppedAt));
  const actions = await db
    .select({
      action: moderationLog.action,
      kind: moderationLog.kind,
      itemId: moderationLog.itemId,
      reportsResolved: moderationLog.reportsResolved,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .where(eq(moderationLog.actorId, uid))
    .orderBy(asc(moderationLog.createdAt), asc(moderationLog.id));
  const written = await db
    .select({
      id: prayers.id,
      kind: prayers.kind,
      title: prayers.title,
      date: prayers.date,
      createdAt: prayers.createdAt,
    })
    .from(prayers)
    .where(eq(prayers.createdBy, uid))
    .orderBy(asc(prayers.createdAt), asc(prayers.id));
  const runs = await db
    .select({
      id: planRuns.id,
      planId: planRuns.planId,
      startDate: planRuns.startDate,
      pausedOn: planRuns.pausedOn,
      pausedDays: planRuns.pausedDays,
      leftAt: planRuns.leftAt,
      leftReason: planRuns.leftReason,
      finishedAt: planRuns.finishedAt,
      createdAt: planRuns.createdAt,
    })
    .from(planRuns)
    .where(eq(planRuns.userId, uid))
    .orderBy(asc(planRuns.createdAt), asc(planRuns.id));
  const planDone = await db
    .select({
      runId: planDayCompletions.runId,
      day: planDayCompletions.day,
      channel: planDayCompletions.channel,
      completedAt: planDayCompletions.completedAt,
    })
    .from(planDayCompletions)
    .where(eq(planDayCompletions.userId, uid))
    .orderBy(asc(planDayCompletions.runId), asc(planDayCompletions.day));
  const slackChannels = await db
    .select({
      teamId: slackChannelSubscriptions.teamId,
      channelId: slackChannelSubscriptions.channelId,
      postTime: slackChannelSubscriptions.postTime,
      timeZone: slackChannelSubscriptions.timeZone,
      isActive: slackChannelSubscriptions.isActive,
      createdAt: slackChannelSubscriptions.createdAt,
    })
    .from(slackChannelSubscriptions)
    .where(eq(slackChannelSubscriptions.createdBy, uid))
    .orderBy(asc(slackChannelSubscriptions.createdAt), asc(slackChannelSubscriptions.id));

  const { hasPassword, createdAt, ...rest } = profile;
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: iso(ctx.clock.now()),
    profile: { ...rest, createdAt: iso(createdAt), hasPassword: Boolean(hasPassword) },
    settings: settings ? { ...settings, updatedAt: iso(settings.updatedAt) } : null,
    identities: ids.map((i) => ({ provider: i.provider, email: i.email, connectedAt: iso(i.createdAt) })),
    sessions: sess.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
    passwordResets: resets.map((r) => ({
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
      usedAt: isoOrNull(r.usedAt),
    })),
    knownDevices: devices.map((d) => ({ createdAt: iso(d.createdAt), lastUsedAt: iso(d.lastUsedAt) })),
    linkCodes: codes.map((c) => ({
      createdAt: iso(c.createdAt),
      expiresAt: iso(c.expiresAt),
      usedAt: isoOrNull(c.usedAt),
      linkedChannel: c.linkedChannel,
      linkedName: c.linkedName,
    })),
    completions: done.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    topicPrayersPrayed: topicPrayed.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    favorites: favs.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
    reflections: refl.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    likes: likes.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
    prayers: own.map((p) => ({ ...p, answeredAt: isoOrNull(p.answeredAt), createdAt: iso(p.createdAt) })),
    requestsPrayedFor: prayedFor.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    groupPrayers: inGroups.map((g) => ({ ...g, createdAt: iso(g.createdAt) })),
    goals: myGoals.map((g) => ({ ...g, createdAt: iso(g.createdAt) })),
    restDaysAndPauses: rhythm.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    contactMessages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    notifications: bell.map((n) => ({
      ...n,
      readAt: isoOrNull(n.readAt),
      createdAt: iso(n.createdAt),
      updatedAt: iso(n.updatedAt),
    })),
    notificationsToOthers: toldOthers.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    chatNotificationOptIns: optIns.map((o) => ({ ...o, createdAt: iso(o.createdAt) })),
    telegramChats: chats.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    emailChanges: emailChanges.map((e) => ({
      ...e,
      createdAt: iso(e.createdAt),
      expiresAt: iso(e.expiresAt),
      usedAt: isoOrNull(e.usedAt),
    })),
    chatSignInLinks: signInLinks.map((l) => ({
      ...l,
      createdAt: iso(l.createdAt),
      expiresAt: iso(l.expiresAt),
      usedAt: isoOrNull(l.usedAt),
    })),
    pushSubscriptions: push.map((p) => ({ pushService: pushService(p.endpoint), createdAt: iso(p.createdAt) })),
    reportsFiled: filed.map((r) => ({ ...r, createdAt: iso(r.createdAt), resolvedAt: isoOrNull(r.resolvedAt) })),
    publicPostingStops: stops.map((s) => ({ stoppedAt: iso(s.stoppedAt) })),
    moderationOfYou: actedOn.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    moderatorReportsResolved: resolved.map((r) => ({ ...r, resolvedAt: isoOrNull(r.resolvedAt) })),
    moderatorItemsHidden: hidden.map((h) => ({ ...h, hiddenAt: iso(h.hiddenAt) })),
    moderatorPostingStops: stopsGiven.map((s) => ({ stoppedAt: iso(s.stoppedAt) })),
    moderatorActions: actions.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    prayersWritten: written.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    slackChannelsSetUp: slackChannels.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
    planRuns: runs.map((r) => ({
      ...r,
      leftAt: isoOrNull(r.leftAt),
      finishedAt: isoOrNull(r.finishedAt),
      createdAt: iso(r.createdAt),
    })),
    planDaysDone: planDone.map((d) => ({ ...d, completedAt: iso(d.completedAt) })),
  };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

/**
 * Where each reference to a person (every foreign key to users.id, as `table.column`) is in the
 * export: one section per reference, holding one entry per row (`settings`: the one row, or null).
 * The export test reads the foreign keys from the drizzle schema and fails on one missing here.
 */
export const EXPORT_SECTION_OF = {
  'user_settings.user_id': 'settings',
  'identities.user_id': 'identities',
  'sessions.user_id': 'sessions',
  'password_reset_tokens.user_id': 'passwordResets',
  'known_devices.user_id': 'knownDevices',
  'link_codes.user_id': 'linkCodes',
  'email_change_tokens.user_id': 'emailChanges',
  'web_sign_in_links.user_id': 'chatSignInLinks',
  'completions.user_id': 'completions',
  'topic_prayer_completions.user_id': 'topicPrayersPrayed',
  'favorites.user_id': 'favorites',
  'reflections.user_id': 'reflections',
  'reflection_likes.user_id': 'likes',
  'user_prayers.user_id': 'prayers',
  'intercessions.user_id': 'requestsPrayedFor',
  'group_prayers.user_id': 'groupPrayers',
  'goals.user_id': 'goals',
  'rhythm_periods.user_id': 'restDaysAndPauses',
  'contact_messages.user_id': 'contactMessages',
  'notifications.user_id': 'notifications',
  'notifications.from_user_id': 'notificationsToOthers',
  'notification_chat_opt_ins.user_id': 'chatNotificationOptIns',
  'telegram_chats.user_id': 'telegramChats',
  'push_subscriptions.user_id': 'pushSubscriptions',
  'content_reports.reporter_id': 'reportsFiled',
  'public_posting_stops.user_id': 'publicPostingStops',
  'moderation_log.target_user_id': 'moderationOfYou',
  'content_reports.resolved_by': 'moderatorReportsResolved',
  'moderation_hidden_items.hidden_by': 'moderatorItemsHidden',
  'public_posting_stops.stopped_by': 'moderatorPostingStops',
  'moderation_log.actor_id': 'moderatorActions',
  'prayers.created_by': 'prayersWritten',
  'slack_channel_subscriptions.created_by': 'slackChannelsSetUp',
  'plan_runs.user_id': 'planRuns',
  'plan_day_completions.user_id': 'planDaysDone',
} as const satisfies Record<string, keyof UserDataExport>;
