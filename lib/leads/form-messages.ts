/** What the public forms say when their guards or the database's rate limits refuse a submission. */
export const FORM_MESSAGES = {
  honeypot:
    'We could not accept this form: a hidden anti-spam field was filled in, which usually means a program sent it. Nothing was stored. If you are a person, please reload the page and try again.',
  tooFast:
    'That was quicker than a person usually fills in this form, so nothing was stored yet. Please check your details and send it again.',
  staleForm: 'This form is out of date, so nothing was stored. Please reload the page and send it again.',
  enquiryIpLimit:
    'Too many forms have been sent from your network in the last few minutes. Nothing was stored; please wait a few minutes and try again.',
  enquiryEmailLimit:
    'We have already received several forms for this e-mail address in the last hour. Nothing new was stored; please wait a while before sending another.',
  siteLimit:
    'We are receiving an unusually large number of forms right now, so we have paused new ones for a few minutes. Nothing was stored; please try again shortly.',
  newsletterIpLimit:
    'Too many sign-ups have come from your network in the last few minutes. Please wait a few minutes and try again.',
  newsletterEmailLimit:
    'This address has been sent to us several times in the last hour. Please wait a while before trying again.',
} as const;
