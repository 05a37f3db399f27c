/** The committed manifest.json creates the app this code expects: same scopes, command, URLs and events. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SLACK_BOT_SCOPES } from './create-slack-app';

const manifest = JSON.parse(readFileSync(new URL('../../../manifest.json', import.meta.url), 'utf8'));

describe('manifest.json', () => {
  it('asks for exactly the scopes the OAuth install asks for', () => {
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual([...SLACK_BOT_SCOPES].sort());
  });

  it('sends the command, interactivity and events to /slack/events, and enables App Home', () => {
    expect(manifest.features.slash_commands.map((c: { command: string }) => c.command)).toEqual(['/prayer']);
    for (const url of [manifest.features.slash_commands[0].url, manifest.settings.interactivity.request_url, manifest.settings.event_subscriptions.request_url]) {
      expect(url).toMatch(/^https:\/\/YOUR_HOST\/slack\/events$/);
    }
    expect(manifest.oauth_config.redirect_urls).toEqual(['https://YOUR_HOST/slack/oauth_redirect']);
    expect(manifest.features.app_home).toMatchObject({ home_tab_enabled: true, messages_tab_enabled: true });
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
  });

  it('subscribes to the events the app handles, each with the scope it needs', () => {
    const events: string[] = manifest.settings.event_subscriptions.bot_events;
    expect(events).toEqual(expect.arrayContaining(['app_home_opened', 'app_uninstalled', 'message.channels', 'channel_left', 'channel_archive']));
    const needs: Record<string, string> = { link_shared: 'links:read', 'message.channels': 'channels:history', 'message.groups': 'groups:history', 'message.im': 'im:history', channel_left: 'channels:read', group_left: 'groups:read', channel_archive: 'channels:read', group_archive: 'groups:read', member_left_channel: 'channels:read' };
    for (const e of events) if (needs[e]) expect(SLACK_BOT_SCOPES).toContain(needs[e]);
  });

  it('unfolds links to our own reader: link_shared with links:read and links:write, on our host only', () => {
    expect(manifest.settings.event_subscriptions.bot_events).toContain('link_shared');
    expect(SLACK_BOT_SCOPES).toEqual(expect.arrayContaining(['links:read', 'links:write']));
    // The same placeholder as every other URL here: the host of APP_URL, and no other site's.
    expect(manifest.features.unfurl_domains).toEqual(['YOUR_HOST']);
  });
});
