/**
 * The sections of the data export, in the document's order (docs/export-format.md, decision 176):
 * one per reference to a person in the schema. Each section holds every column of its table but
 * those left out here, each with its reason; the export test fails on a column that is neither.
 */
import { asc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  circleMembers,
  completions,
  contactMessages,
  contentReports,
  emailChangeTokens,
  emailChangeUndoTokens,
  favorites,
  goals,
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
  planDayCompletions,
  planRuns,
  prayers,
  publicPostingStops,
  pushSubscriptions,
  reflectionLikes,
  reflections,
  requestPicks,
  rhythmPeriods,
  securityEvents,
  sessions,
  slackChannelSubscriptions,
  telegramChats,
  topicPrayerCompletions,
  userPrayers,
  userSettings,
  users,
  watchClaims,
  watches,
  watchSends,
  webSignInLinks,
  weeklySends,
} from '@dps/db/schema';
import { itemVisibleTo } from '../rules/community-rule';
import { requestVisibleTo } from '../rules/request-audience';
import { watchVisibleTo } from '../watches/watch-access';
import { exportSection } from './export-section';

const PERSON = 'the person whose export it is';
const SECRET = 'a secret: a token or code hash, a push key or endpoint, a sign-in subject';
const ROW_ID = "the row's own id, which nothing else in the export refers to";
const OTHER_PERSON = 'names another person (a moderator, a reporter, whose bell)';
const GROUP_ONLY = "a group's own (its post time, zone, language); a person's are in settings";

const WATCH_POST = "the group post's bookkeeping (where it is, when it was last redrawn)";
const A_WATCH = 'the watch itself, named by its id and title';

/**
 * The row's own column, named with its table: in a subquery a bare name would be the inner table's
 * when both have it (drizzle writes a one-table select's columns unqualified).
 */
const outer = (c: AnyPgColumn) => sql.raw(`"${getTableName(c.table)}"."${c.name}"`);

/** An instant from a subquery as the document writes instants, whatever the driver returns. */
const iso = (instant: SQL) =>
  sql<string | null>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A watch's request, by its title, only while the person may see it (decision 366). */
const visibleRequest = (requestId: SQL, userId: number) =>
  sql<string | null>`(select ${userPrayers.title} from ${userPrayers}
    where ${userPrayers.id} = ${requestId} and ${requestVisibleTo(userId)})`;

/** The origin of a push endpoint: which push service, never the endpoint (a capability URL). */
const pushService = (endpoint: unknown) => {
  try {
    return new URL(String(endpoint)).origin;
  } catch {
    return null;
  }
};

export const EXPORT_SECTIONS = [
  exportSection({
    name: 'profile',
    table: users,
    person: 'id',
    kind: 'profile',
    leftOut: { cacheGeneration: "the read caches' stamp (decision 238), not about the person" },
    // Only whether there is a password, never its hash.
    rename: { passwordHash: 'hasPassword' },
    transform: { passwordHash: (hash) => Boolean(hash) },
    last: ['passwordHash'],
  }),
  exportSection({ name: 'settings', table: userSettings, person: 'userId', kind: 'one', leftOut: { userId: PERSON } }),
  exportSection({
    name: 'identities',
    table: identities,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON, subject: SECRET },
    rename: { createdAt: 'connectedAt' },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'sessions',
    table: sessions,
    person: 'userId',
    leftOut: { idHash: SECRET, userId: PERSON },
    first: ['createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'passwordResets',
    table: passwordResetTokens,
    person: 'userId',
    leftOut: { tokenHash: SECRET, userId: PERSON },
    first: ['createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'knownDevices',
    table: knownDevices,
    person: 'userId',
    leftOut: { tokenHash: SECRET, userId: PERSON },
    first: ['createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'linkCodes',
    table: linkCodes,
    person: 'userId',
    leftOut: { codeHash: SECRET, userId: PERSON },
    first: ['createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'completions',
    table: completions,
    person: 'userId',
    leftOut: {
      id: ROW_ID,
      userId: PERSON,
      prayedOn: 'derived: the local date of `createdAt` in `timeZone`, both exported',
    },
    prayerTitle: true,
    orderBy: (t) => [asc(t.localDate), asc(t.id)],
  }),
  exportSection({
    name: 'topicPrayersPrayed',
    table: topicPrayerCompletions,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    prayerTitle: true,
    orderBy: (t) => [asc(t.localDate), asc(t.id)],
  }),
  exportSection({
    name: 'favorites',
    table: favorites,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    prayerTitle: true,
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'reflections',
    table: reflections,
    person: 'userId',
    leftOut: {
      userId: PERSON,
      clientId: "the device's key for a retried write (decision 111), not the person's words",
    },
    prayerTitle: true,
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'likes',
    table: reflectionLikes,
    person: 'userId',
    leftOut: { userId: PERSON },
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'prayers',
    table: userPrayers,
    person: 'userId',
    leftOut: { userId: PERSON },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'requestsPrayedFor',
    table: intercessions,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    rename: { userPrayerId: 'requestId' },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'groupPrayers',
    table: groupPrayers,
    person: 'userId',
    leftOut: { userId: PERSON },
    rename: { target: 'group' },
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'circles',
    table: circleMembers,
    person: 'userId',
    leftOut: { userId: PERSON },
    orderBy: (t) => [asc(t.createdAt), asc(t.circleId)],
  }),
  exportSection({
    name: 'requestsInDailyMessages',
    table: requestPicks,
    person: 'userId',
    leftOut: { userId: PERSON },
    rename: { requestId: 'request' },
    orderBy: (t) => [asc(t.localDate), asc(t.requestId)],
  }),
  exportSection({
    name: 'weeklyMessages',
    table: weeklySends,
    person: 'userId',
    leftOut: {
      id: ROW_ID,
      userId: PERSON,
      leaseUntil: 'how long an instance holds its claim',
      lastError: "the platform's error",
    },
    orderBy: (t) => [asc(t.week), asc(t.id)],
  }),
  exportSection({
    name: 'goals',
    table: goals,
    person: 'userId',
    leftOut: { userId: PERSON },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'restDaysAndPauses',
    table: rhythmPeriods,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    orderBy: (t) => [asc(t.fromDate), asc(t.id)],
  }),
  exportSection({
    name: 'contactMessages',
    table: contactMessages,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'notifications',
    table: notifications,
    person: 'userId',
    leftOut: {
      id: ROW_ID,
      userId: PERSON,
      refKey: "the bell's key for folding repeats into one notice",
      aboutKind: 'what the notice links to, already in `link`',
      aboutId: 'what the notice links to, already in `link`',
      fromUserId: OTHER_PERSON,
    },
    // As the bell shows them: none about a request or post the person may no longer see (a group
    // they left, a request made private: decisions 171, 286).
    where: (t) => itemVisibleTo(t.aboutKind, t.aboutId, t.userId),
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  // Other people's notifications that carry this person's name or words: only those words.
  exportSection({
    name: 'notificationsToOthers',
    table: notifications,
    person: 'fromUserId',
    leftOut: {
      id: ROW_ID,
      userId: OTHER_PERSON,
      link: "another person's bell",
      refKey: "another person's bell",
      aboutKind: "another person's bell",
      aboutId: "another person's bell",
      fromUserId: PERSON,
      readAt: "another person's bell",
      updatedAt: "another person's bell",
    },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'chatNotificationOptIns',
    table: notificationChatOptIns,
    person: 'userId',
    leftOut: {
      userId: PERSON,
      isOn: 'not in format version 2 (an opt-in turned off is listed like one that is on)',
    },
    rename: { target: 'chat' },
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'telegramChats',
    table: telegramChats,
    person: 'userId',
    leftOut: { userId: PERSON, reminderTime: GROUP_ONLY, timeZone: GROUP_ONLY, language: GROUP_ONLY },
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'emailChanges',
    table: emailChangeTokens,
    person: 'userId',
    leftOut: { tokenHash: SECRET, userId: PERSON },
    first: ['newEmail', 'createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'emailChangeUndos',
    table: emailChangeUndoTokens,
    person: 'userId',
    leftOut: { tokenHash: SECRET, userId: PERSON },
    first: ['oldEmail', 'newEmail', 'createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'securityEvents',
    table: securityEvents,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    first: ['createdAt', 'kind'],
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'chatSignInLinks',
    table: webSignInLinks,
    person: 'userId',
    leftOut: { tokenHash: SECRET, userId: PERSON, subject: SECRET },
    first: ['provider', 'nextPath', 'createdAt'],
    orderBy: (t) => [asc(t.createdAt)],
  }),
  exportSection({
    name: 'pushSubscriptions',
    table: pushSubscriptions,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON, p256dh: SECRET, auth: SECRET },
    // Which push service, never the endpoint (a capability URL).
    rename: { endpoint: 'pushService' },
    transform: { endpoint: pushService },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'reportsFiled',
    table: contentReports,
    person: 'reporterId',
    leftOut: {
      id: ROW_ID,
      reporterId: PERSON,
      resolvedBy: OTHER_PERSON,
      countsTowardHide: "the moderators' weighing of the report (decision 172)",
    },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'publicPostingStops',
    table: publicPostingStops,
    person: 'userId',
    leftOut: { userId: PERSON, stoppedBy: OTHER_PERSON },
  }),
  // Moderators' actions on this person's posts or posting: what and when, never which moderator.
  exportSection({
    name: 'moderationOfYou',
    table: moderationLog,
    person: 'targetUserId',
    leftOut: {
      id: ROW_ID,
      actorId: OTHER_PERSON,
      targetUserId: PERSON,
      reportsResolved: "the moderator's count of the reports one action closed",
    },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  // As a moderator or admin: what they did (the items, never other people's words).
  exportSection({
    name: 'moderatorReportsResolved',
    table: contentReports,
    person: 'resolvedBy',
    leftOut: {
      id: ROW_ID,
      reporterId: OTHER_PERSON,
      reason: "the reporter's words",
      note: "the reporter's words",
      createdAt: 'when the reporter reported',
      resolvedBy: PERSON,
      countsTowardHide: "the moderators' weighing of the report (decision 172)",
    },
    first: ['kind', 'itemId', 'resolution'],
    orderBy: (t) => [asc(t.resolvedAt), asc(t.id)],
  }),
  exportSection({
    name: 'moderatorItemsHidden',
    table: moderationHiddenItems,
    person: 'hiddenBy',
    leftOut: { hiddenBy: PERSON },
    orderBy: (t) => [asc(t.hiddenAt)],
  }),
  exportSection({
    name: 'moderatorPostingStops',
    table: publicPostingStops,
    person: 'stoppedBy',
    leftOut: { userId: OTHER_PERSON, stoppedBy: PERSON },
    orderBy: (t) => [asc(t.stoppedAt)],
  }),
  exportSection({
    name: 'moderatorActions',
    table: moderationLog,
    person: 'actorId',
    leftOut: { id: ROW_ID, actorId: PERSON, targetUserId: OTHER_PERSON },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  // Daily prayers written as admin: named, not copied (they are published to everyone).
  exportSection({
    name: 'prayersWritten',
    table: prayers,
    person: 'createdBy',
    leftOut: {
      content: 'the published prayer itself, named by its id and title',
      scripture: 'the published prayer itself, named by its id and title',
      scriptureReference: 'the published prayer itself, named by its id and title',
      topicId: 'the published prayer itself, named by its id and title',
      language: 'the published prayer itself, named by its id and title',
      seedKey: "the content files' key (decision 230)",
      inRotationFrom: "the library's rotation (decision 165)",
      searchVector: 'the search index of the text (decision 161)',
      replacedAt: "the library's history of the date (decision 165)",
      createdBy: PERSON,
    },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'slackChannelsSetUp',
    table: slackChannelSubscriptions,
    person: 'createdBy',
    leftOut: { id: ROW_ID, language: GROUP_ONLY, createdBy: PERSON },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'planRuns',
    table: planRuns,
    person: 'userId',
    leftOut: { userId: PERSON, groupChannel: "a group's run only", groupTarget: "a group's run only" },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'planDaysDone',
    table: planDayCompletions,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON, chatMember: 'a chat member without an account; never set with a person' },
    orderBy: (t) => [asc(t.runId), asc(t.day)],
  }),
  // Watches the person started (decision 366): what, when and for which group; a request only
  // while they may still see it, and never who else ended it.
  exportSection({
    name: 'watchesStarted',
    table: watches,
    person: 'createdBy',
    leftOut: {
      createdBy: PERSON,
      code: "the watch link's secret part",
      requestId: 'in `request`, only while the person may see it',
      endedBy: 'who ended it, perhaps a leader of the group',
      postTarget: WATCH_POST,
      postMessageId: WATCH_POST,
      postDirtyAt: WATCH_POST,
      postEditedAt: WATCH_POST,
    },
    joined: {
      group: (t) => sql<string | null>`(select c.title from circles c where c.id = ${outer(t.circleId)})`,
      request: (t, userId) => visibleRequest(outer(t.requestId), userId),
    },
    orderBy: (t) => [asc(t.createdAt), asc(t.id)],
  }),
  exportSection({
    name: 'watchesEnded',
    table: watches,
    person: 'endedBy',
    leftOut: {
      code: "the watch link's secret part",
      title: 'in `title`, while the person may see the watch or started it',
      requestId: A_WATCH,
      createdBy: OTHER_PERSON,
      hours: A_WATCH,
      slotMinutes: A_WATCH,
      perSlot: A_WATCH,
      timeZone: A_WATCH,
      language: A_WATCH,
      endedBy: PERSON,
      postChannel: WATCH_POST,
      postTarget: WATCH_POST,
      postMessageId: WATCH_POST,
      postDirtyAt: WATCH_POST,
      postEditedAt: WATCH_POST,
      createdAt: A_WATCH,
    },
    joined: {
      title: (t, userId) =>
        sql<string | null>`(select w.title from watches w where w.id = ${outer(t.id)}
          and (w.created_by = ${userId}::int or ${watchVisibleTo(userId)}))`,
    },
    orderBy: (t) => [asc(t.endedAt), asc(t.id)],
  }),
  // The slots the person took: the watch's title (while they may see the watch, or started it), the slot's own
  // times, whether they gave it back and whether they prayed. Never who else held a place.
  exportSection({
    name: 'watchSlots',
    table: watchClaims,
    person: 'userId',
    leftOut: { id: ROW_ID, userId: PERSON },
    joined: {
      watchTitle: (t, userId) =>
        sql<string | null>`(select w.title from watches w where w.id = ${outer(t.watchId)}
          and (w.created_by = ${userId}::int or ${watchVisibleTo(userId)}))`,
      slotStartsAt: (t) =>
        iso(
          sql`(select w.starts_at + make_interval(mins => ${outer(t.slot)} * w.slot_minutes) from watches w where w.id = ${outer(t.watchId)})`,
        ),
      slotEndsAt: (t) =>
        iso(
          sql`(select w.starts_at + make_interval(mins => (${outer(t.slot)} + 1) * w.slot_minutes) from watches w where w.id = ${outer(t.watchId)})`,
        ),
    },
    orderBy: (t) => [asc(t.claimedAt), asc(t.id)],
  }),
  exportSection({
    name: 'watchMessages',
    table: watchSends,
    person: 'userId',
    leftOut: {
      id: ROW_ID,
      userId: PERSON,
      key: "the outbox's key for sending each message once",
      lastError: "the platform's error",
    },
    orderBy: (t) => [asc(t.dueAt), asc(t.id)],
  }),
] as const;
