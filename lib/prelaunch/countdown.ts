/** The public launch, 10:00 India time. The one place the date lives: the dashboard and its countdown read it. */
export const LAUNCH_AT = '2027-01-11T10:00:00+05:30';

export interface Countdown {
  launched: boolean;
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;

/**
 * Whole days, hours and minutes left until `launch`, rounded up to the next minute so the display never shows
 * 0 minutes while time remains. At or after the launch every part is 0 and `launched` is true.
 */
export function countdownTo(launch: Date | string, now: Date | number = Date.now()): Countdown {
  const target = typeof launch === 'string' ? new Date(launch).getTime() : launch.getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  const left = target - current;
  if (!(left > 0)) return { launched: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(left / MINUTE);
  return {
    launched: false,
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}
