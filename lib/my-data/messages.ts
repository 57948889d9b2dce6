/** What the my-data pages and actions say, in one place so a page and its action never word a case differently. */
export const MY_DATA_MESSAGES = {
  /** The same whether or not the address is known: only the mailbox's owner learns more. */
  linkSent:
    'We have sent an e-mail to that address. If we hold any data for it, the e-mail has a link to see it: the link works once and expires in 30 minutes.',
  emailRateLimited: 'Too many links were asked for this address. Please wait an hour before asking again.',
  linkEnded: 'This link has expired or has already been used.',
  sessionEnded: 'This page has expired. Ask for a new link to see your data again.',
  /** A signed-in account whose token no longer names its address (it changed since): signing in again mends it. */
  accountUnverified: 'We could not confirm your account’s e-mail address. Please sign in again to see your data.',
  /** A signed-in account that has not yet proved its address's mailbox (issue 34: an account alone proves nothing). */
  mailboxUnproven:
    'To keep your data safe, we first check that this mailbox is yours: we e-mail a link to your account’s address, and opening it while signed in shows your data.',
  memberLinkSent:
    'We have sent a link to your account’s e-mail address. Open it while signed in to this account: it works once and expires in 30 minutes.',
  memberLinkEnded:
    'This link has expired or has already been used, or it was sent for another account or address. Ask for a new one from your data page.',
  mailboxProven: 'Thank you: this mailbox is confirmed as yours.',
  withdrawn: 'Consent withdrawn.',
  alreadyWithdrawn: 'That consent was already withdrawn.',
  erased: 'Everything we held for this address has been erased.',
  confirmErase: 'Tick the box to confirm that everything should be erased.',
  loadFailed: 'Failed to load your data',
  actionFailed: 'That did not work. Please try again.',
} as const;
