/** A group that gets the daily prayer: a Telegram group (its chat id) or a Slack channel (`${team}:${channel}`). */
export interface GroupTarget {
  channel: 'telegram' | 'slack_channel';
  target: string;
}
