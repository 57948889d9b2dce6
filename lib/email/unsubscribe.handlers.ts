import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { FormState } from '@/lib/actions/result';
import { unsubscribeFrom } from '@/lib/data/unsubscribe';
import { DataError } from '@/lib/errors/data-error';
import { REMINDER_TOKEN } from '@/lib/exam-calendar/reminders';
import { EXAM_NAMES } from '@/lib/exam-calendar/types';
import { calendarHref } from '@/lib/exam-calendar/view-params';
import { UNSUBSCRIBE_TOKEN } from './unsubscribe';

/*
 * The buttons of the pages an e-mail's unsubscribe link opens (exam reminders, college reminders, the
 * newsletter). Opening a page changes nothing, because mail scanners fetch links; the button runs one of these.
 * The community's own is lib/community/community-unsubscribe.handlers.ts. The one-click POST of List-Unsubscribe is
 * lib/email/one-click.handlers.ts.
 */

/** What the page shows in place of the button once it was pressed. */
export type UnsubscribeOutcome = { title: string; text: string; link: { href: string; label: string } };
export type UnsubscribeFormState = FormState<UnsubscribeOutcome, { token: string }>;

export const UNSUBSCRIBE_PAGE_MESSAGES = {
  invalid: 'This unsubscribe link does not work. It may be incomplete, or it was changed on the way.',
  newsletterUnknown: 'This unsubscribe link does not work. It may be incomplete, or the subscription it belonged to was removed.',
  failed: 'Could not unsubscribe you. Please try again.',
} as const;

export const MY_APPLICATIONS_LINK = { href: '/profile/applications', label: 'Open My applications' };
export const CALENDAR_LINK = { href: calendarHref({ exam: null, view: 'list' }), label: 'See the exam calendar' };
/** The footer's form, on the home page (it is on every page while the newsletter is open). */
export const SUBSCRIBE_AGAIN_LINK = { href: '/#footer-newsletter', label: 'Subscribe again on the home page' };

/** A second press, or a link whose reminders were stopped some other way: those reminders forget their token. */
function nothingToStop(link: UnsubscribeOutcome['link']): UnsubscribeOutcome {
  return {
    title: 'No reminders to stop',
    text: 'This link stops nothing (any more): its reminders were already stopped, or it was copied incompletely.',
    link,
  };
}

const reminderToken = z.object({ token: z.string().regex(REMINDER_TOKEN, UNSUBSCRIBE_PAGE_MESSAGES.invalid) });
const newsletterToken = z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN, UNSUBSCRIBE_PAGE_MESSAGES.invalid) });

/** Per visitor: a person presses once or twice; a script trying tokens is stopped long before it could find one. */
const rateLimit = { max: 30, windowSeconds: 600 };

export function unsubscribePageActions(chain: ActionChain) {
  const definition = <S extends z.ZodType>(name: string, input: S) => ({
    name,
    input,
    rateLimit,
    failureMessage: UNSUBSCRIBE_PAGE_MESSAGES.failed,
  });
  return {
    exam: chain.publicAction(
      definition('unsubscribe.exam', reminderToken),
      async ({ token }, { client }): Promise<UnsubscribeOutcome> => {
        const stopped = await unsubscribeFrom(client, 'exam', token);
        if (stopped?.list !== 'exam') return nothingToStop(CALENDAR_LINK);
        const name = EXAM_NAMES[stopped.exam];
        return {
          title: `${name} reminders stopped`,
          text: `You will get no more ${name} reminder e-mails from MBA Disha. You can turn them on again on the calendar at any time.`,
          link: { href: calendarHref({ exam: stopped.exam, view: 'list' }), label: `See the ${name} calendar` },
        };
      },
    ),
    college: chain.publicAction(
      definition('unsubscribe.college', reminderToken),
      async ({ token }, { client }): Promise<UnsubscribeOutcome> => {
        const stopped = await unsubscribeFrom(client, 'college', token);
        if (stopped?.list !== 'college') return nothingToStop(MY_APPLICATIONS_LINK);
        return {
          title: `Reminders for ${stopped.college} stopped`,
          text: `You will get no more reminder e-mails about ${stopped.college}'s application dates. It stays in My applications, where you can turn them on again.`,
          link: MY_APPLICATIONS_LINK,
        };
      },
    ),
    newsletter: chain.publicAction(
      definition('unsubscribe.newsletter', newsletterToken),
      async ({ token }, { client }): Promise<UnsubscribeOutcome> => {
        // Unsubscribing twice still says so; only a token that names no subscriber is refused.
        if (!(await unsubscribeFrom(client, 'newsletter', token))) {
          throw new DataError('NOT_FOUND', UNSUBSCRIBE_PAGE_MESSAGES.newsletterUnknown);
        }
        return {
          title: 'You are unsubscribed.',
          text: 'You will get no more newsletters from MBA Disha.',
          link: SUBSCRIBE_AGAIN_LINK,
        };
      },
    ),
  };
}
