import { describe, expect, it } from 'vitest';
import { parseTimeOfDay, sayTimeOfDay, TIME_OF_DAY_MESSAGE } from './parse-time-of-day';

describe('parseTimeOfDay: times as people say them', () => {
  it.each([
    ['8am', '08:00'],
    ['8 am', '08:00'],
    ['8 AM', '08:00'],
    ['8 a.m.', '08:00'],
    ['8a', '08:00'],
    ['7:30 pm', '19:30'],
    ['7:30pm', '19:30'],
    ['7.30pm', '19:30'],
    ['730pm', '19:30'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['12:15 am', '00:15'],
    ['noon', '12:00'],
    ['Noon', '12:00'],
    ['midday', '12:00'],
    ['midnight', '00:00'],
    ['19h', '19:00'],
    ['19h30', '19:30'],
    ['7h', '07:00'],
    ['19:00', '19:00'],
    ['07:30', '07:30'],
    ['7:30', '07:30'],
    ['7.30', '07:30'],
    ['1930', '19:30'],
    ['19', '19:00'],
    ['8', '08:00'],
    ['0', '00:00'],
    ['23:59', '23:59'],
    [' 6:05 ', '06:05'],
  ])('%s -> %s', (input, time) => {
    expect(parseTimeOfDay(input)).toEqual({ ok: true, time });
  });

  it.each([
    '',
    'tomorrow',
    '25:00',
    '24:00',
    '13pm',
    '0am',
    '7:60',
    '7:5',
    '8 oclock',
    'am',
    ':30',
    '1:2:3',
    '12345',
    'x'.repeat(41),
    'h',
    '19h3',
    null,
    8,
  ])('refuses %s with one message', (input) => {
    expect(parseTimeOfDay(input)).toEqual({ ok: false, message: TIME_OF_DAY_MESSAGE });
  });

  it('says a stored time the way people read it', () => {
    expect(sayTimeOfDay('08:00')).toBe('8:00 am');
    expect(sayTimeOfDay('19:30')).toBe('7:30 pm');
    expect(sayTimeOfDay('12:00')).toBe('12:00 noon');
    expect(sayTimeOfDay('00:00')).toBe('12:00 midnight');
    expect(sayTimeOfDay('00:30')).toBe('12:30 am');
  });
});
