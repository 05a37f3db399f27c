import { describe, expect, it } from 'vitest';
import { streakCard } from './streak-card';

describe('streakCard', () => {
  it('a newcomer begins today; nobody is shown a 0', () => {
    expect(streakCard(0, 0)).toEqual({ state: 'begins' });
    expect(streakCard(-1, 0)).toEqual({ state: 'begins' });
  });
  it('a broken streak starts anew, keeping the best', () => {
    expect(streakCard(0, 5)).toEqual({ state: 'again', best: 5 });
  });
  it('a streak is counted, its best at least itself', () => {
    expect(streakCard(1, 0)).toEqual({ state: 'counting', count: 1, best: 1 });
    expect(streakCard(3, 9)).toEqual({ state: 'counting', count: 3, best: 9 });
  });
});
