/**
 * A watch's slots as instants (decision 340): slot `i` runs from `startsAt + i × slotMinutes` for
 * `slotMinutes`. Slots are real minutes, not wall-clock times: a daylight saving change inside the
 * watch neither drops nor doubles an hour, and a person who changes zone keeps the same instants
 * (each surface only shows them in a zone).
 */

export interface WatchShape {
  startsAt: Date;
  hours: number;
  slotMinutes: number;
  perSlot: number;
}

export const slotCount = (w: Pick<WatchShape, 'hours' | 'slotMinutes'>): number => (w.hours * 60) / w.slotMinutes;

export const slotStart = (w: Pick<WatchShape, 'startsAt' | 'slotMinutes'>, slot: number): Date =>
  new Date(w.startsAt.getTime() + slot * w.slotMinutes * 60_000);

export const slotEnd = (w: Pick<WatchShape, 'startsAt' | 'slotMinutes'>, slot: number): Date => slotStart(w, slot + 1);

export const watchEnd = (w: Pick<WatchShape, 'startsAt' | 'hours'>): Date =>
  new Date(w.startsAt.getTime() + w.hours * 3_600_000);

/** The slot running at `at`, or null outside the watch. */
export function slotAt(w: Pick<WatchShape, 'startsAt' | 'hours' | 'slotMinutes'>, at: Date): number | null {
  const i = Math.floor((at.getTime() - w.startsAt.getTime()) / (w.slotMinutes * 60_000));
  return i >= 0 && i < slotCount(w) ? i : null;
}

export interface OpenRange {
  /** First open slot and the slot after the last, so `slotStart(to)` is where the range ends. */
  from: number;
  to: number;
}

export interface Coverage {
  /** Slots with at least one person. */
  coveredSlots: number;
  totalSlots: number;
  /** Minutes with at least one person, and all of the watch's. */
  coveredMinutes: number;
  totalMinutes: number;
  /** Runs of slots no one holds, in order. */
  open: OpenRange[];
}

/** How much of the watch is held: `held[i]` is how many hold slot `i`. */
export function coverage(w: Pick<WatchShape, 'hours' | 'slotMinutes'>, held: ReadonlyMap<number, number>): Coverage {
  const total = slotCount(w);
  const open: OpenRange[] = [];
  let covered = 0;
  for (let i = 0; i < total; i++) {
    if ((held.get(i) ?? 0) > 0) {
      covered++;
      continue;
    }
    const last = open[open.length - 1];
    if (last && last.to === i) last.to = i + 1;
    else open.push({ from: i, to: i + 1 });
  }
  return {
    coveredSlots: covered,
    totalSlots: total,
    coveredMinutes: covered * w.slotMinutes,
    totalMinutes: total * w.slotMinutes,
    open,
  };
}
