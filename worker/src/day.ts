// The demo's day is the calendar date in the site's time zone, whatever the Worker's location.
export const SITE_TIME_ZONE = 'Australia/Sydney';

const wallClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTime(at: number): WallTime {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(at)) parts[type] = Number(value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far Sydney's clock is ahead of UTC at an instant, in milliseconds (10 or 11 hours). */
function offsetAt(at: number): number {
  const wall = wallTime(at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The day at an instant, as `YYYY-MM-DD`. */
export function siteDay(at: number): string {
  const { year, month, day } = wallTime(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant the next day starts. Sydney changes its clocks at 2 or 3 a.m., so midnight is never ambiguous. */
export function nextDayStart(at: number): number {
  const { year, month, day } = wallTime(at);
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  const guess = midnightAsUtc - offsetAt(midnightAsUtc);
  return midnightAsUtc - offsetAt(guess);
}

/** Whole seconds until the next day starts (at least 1), for `Retry-After`. */
export function secondsUntilNextDay(at: number): number {
  return Math.max(1, Math.ceil((nextDayStart(at) - at) / 1000));
}
