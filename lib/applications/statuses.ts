import { CheckValues } from '@/lib/database.types';

/** Where an application stands, in the order an admission season moves through them (college_applications.status). */
export const APPLICATION_STATUSES = CheckValues.public.college_applications.status;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  planning: 'Planning to apply',
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  admitted: 'Admitted',
  declined: 'Declined',
};

/** The total of the form fees entered, and how many applications have none yet. */
export function formFeeBudget(applications: readonly { formFee: number | null; status: ApplicationStatus }[]) {
  let total = 0;
  let missing = 0;
  for (const a of applications) {
    if (a.formFee === null) missing += 1;
    else total += a.formFee;
  }
  return { total, missing, count: applications.length };
}
