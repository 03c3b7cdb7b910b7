import type { ContactMessageSource } from '@/lib/validation/contactFields'
import type { ContactMessage, WaitlistEntry } from '@/payload-types'

/** Plain-text emails sent by the jobs. One place for their wording. */
export type Email = { subject: string; text: string }

const line = (label: string, value: string | null | undefined) =>
  `${label}: ${value && value.trim() !== '' ? value.trim() : 'Not provided'}`

const SOURCE_LABELS: Record<ContactMessageSource, string> = {
  modal: 'the request-info form',
  'contact-page': 'the contact page',
  onboarding: 'the onboarding form',
}

export function contactMessageEmail(message: ContactMessage, siteUrl: string): Email {
  const who = message.company ? `${message.fullName} (${message.company})` : message.fullName
  return {
    subject: `New enquiry from ${who}`,
    text: [
      `A new enquiry arrived through ${SOURCE_LABELS[message.source] ?? 'the website'}.`,
      '',
      line('Name', message.fullName),
      line('Email', message.workEmail),
      line('Company', message.company),
      line('Company size', message.companySize),
      line('Plan interest', message.planInterest),
      ...(message.howDidYouHear ? [line('How they heard of us', message.howDidYouHear)] : []),
      ...(message.isAgency ? ['They are an agency.'] : []),
      '',
      'Message:',
      message.message && message.message.trim() !== '' ? message.message : '(no message)',
      '',
      `Open the dashboard: ${siteUrl}/admin`,
      '',
    ].join('\n'),
  }
}

export function waitlistEntryEmail(entry: WaitlistEntry, siteUrl: string): Email {
  return {
    subject: `New waitlist sign-up: ${entry.name}`,
    text: [
      'Someone joined the Clavius waitlist.',
      '',
      line('Name', entry.name),
      line('Email', entry.email),
      '',
      `Open the dashboard: ${siteUrl}/admin`,
      '',
    ].join('\n'),
  }
}

/**
 * The waitlist's confirmation. It greets no one by name and repeats nothing else the sign-up
 * typed: the name is free text, and the email must not carry a stranger's words to an address
 * they typed.
 */
export function waitlistConfirmationEmail(input: {
  brandName: string
  unsubscribeUrl: string
}): Email {
  return {
    subject: `You're on the Clavius waitlist`,
    text: [
      'Hello,',
      '',
      `Thanks for joining the waitlist for Clavius, the AI search platform from ${input.brandName}. We'll email you when we launch.`,
      '',
      `${input.brandName}`,
      '',
      '--',
      `To leave the waitlist, unsubscribe: ${input.unsubscribeUrl}`,
      '',
    ].join('\n'),
  }
}

export function loginAttackEmail(account: string, failures: number, siteUrl: string): Email {
  return {
    subject: 'Many failed logins to your administrator account',
    text: [
      `More than ${failures} failed login attempts were made on ${account} within an hour, from`,
      'any number of addresses: someone may be guessing its password.',
      '',
      'Until the hour is over, browsers that have not logged in to this account before are',
      'refused. Browsers you have logged in with before are not held back.',
      '',
      'If you are locked out: on the server, `npm run admin:password` sets a new password.',
      'Choose a long password; if this was not expected, consider changing it anyway.',
      '',
      `Log in: ${siteUrl}/admin/login`,
      '',
    ].join('\n'),
  }
}
