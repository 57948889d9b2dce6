'use client';

import { useEffect, useState } from 'react';
import { Bell } from '@/components/icons/bell';
import { BellOff } from '@/components/icons/bell-off';
import { useAccount } from '@/lib/auth/account-store';
import { openAuthModal } from '@/lib/auth/modal-store';
import { myExamReminders, setExamReminder } from '@/lib/exam-calendar/exam-calendar.actions';
import type { CalendarExam } from '@/lib/exam-calendar/types';

/**
 * E-mail reminders per exam (7 days and 1 day before each announced date). The page is cached for everyone, so a
 * signed-in member's choices are asked for after load; signed out, one button opens sign-in and comes back here.
 * The exams and their names come from the server (lib/exam-calendar/types.ts holds zod, kept out of the bundle).
 */
export function ReminderToggles({ exams }: { exams: { id: CalendarExam; name: string }[] }) {
  const nameOf = (exam: CalendarExam) => exams.find((e) => e.id === exam)?.name ?? exam.toUpperCase();
  const account = useAccount();
  const userId = account.status === 'signedIn' ? account.user.id : null;
  const [loaded, setLoaded] = useState<{ userId: string; on: CalendarExam[] } | null>(null);
  const [busy, setBusy] = useState<CalendarExam | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void myExamReminders().then((result) => {
      if (!live) return;
      if (result.ok) setLoaded({ userId, on: result.data });
      else setMessage(result.message);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!userId) {
    return (
      <button
        type="button"
        className="btn-secondary"
        disabled={account.status === 'loading'}
        onClick={() => openAuthModal('signIn')}
        data-testid="reminders-sign-in"
      >
        <Bell className="h-4 w-4" aria-hidden="true" />
        Sign in to get reminders
      </button>
    );
  }

  const on = loaded?.userId === userId ? loaded.on : null;

  async function toggle(exam: CalendarExam, next: boolean) {
    if (!userId || busy) return;
    setBusy(exam);
    setMessage(null);
    const result = await setExamReminder({ exam, on: next });
    setBusy(null);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setLoaded((current) => {
      const list = current?.userId === userId ? current.on.filter((e) => e !== exam) : [];
      return { userId, on: next ? [...list, exam] : list };
    });
    setMessage(
      next
        ? `Done: we will e-mail ${account.user?.email ?? 'you'} 7 days and 1 day before ${nameOf(exam)} dates.`
        : `${nameOf(exam)} reminders are off.`,
    );
  }

  return (
    <div>
      <ul className="flex flex-col gap-2">
        {exams.map(({ id: exam }) => {
          const pressed = on?.includes(exam) ?? false;
          return (
            <li key={exam}>
              <button
                type="button"
                className={pressed ? 'btn-brand w-full justify-start text-left' : 'btn-secondary w-full justify-start text-left'}
                aria-pressed={pressed}
                aria-busy={busy === exam || undefined}
                disabled={on === null}
                onClick={() => void toggle(exam, !pressed)}
                data-testid={`reminder-${exam}`}
              >
                {pressed ? (
                  <Bell className="h-4 w-4 shrink-0" aria-hidden="true" />
                ) : (
                  <BellOff className="h-4 w-4 shrink-0" aria-hidden="true" />
                )}
                E-mail me 7 days and 1 day before {nameOf(exam)} dates
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
        {message}
      </p>
    </div>
  );
}
