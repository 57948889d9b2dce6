import { CheckValues } from '@/lib/database.types';

/**
 * What a visitor can consent to (the boxes below the forms) and where a consent was given or withdrawn, as
 * lead_consents' check constraints list them (private.consent_notices keeps the same purposes and the forms'
 * contexts): generated from the migrations, so the forms, the /my-data page and the schemas follow the database.
 */
export const CONSENT_PURPOSES = CheckValues.public.lead_consents.purpose;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_CONTEXTS = CheckValues.public.lead_consents.context;
export type ConsentContext = (typeof CONSENT_CONTEXTS)[number];
