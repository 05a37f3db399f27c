/** The most events any rolling second holds (times in ms, any origin): how a platform counts its rate limit. */
export function maxPerRollingSecond(times: number[]): number {
  const t = [...times].sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < t.length; i++) {
    while (t[j]! <= t[i]! - 1000) j++;
    max = Math.max(max, i - j + 1);
  }
  return max;
}
