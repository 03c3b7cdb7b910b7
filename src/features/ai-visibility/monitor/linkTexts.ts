import { CONFIRM_LINK_DAYS } from '@/lib/monitorLinks'

/** What the monitor's link pages say, one place for the pages and the button's outcomes. */
export const MONITOR_EYEBROW = 'AI visibility monitoring'

export const MONITOR_OUTCOMES = {
  confirmed: {
    title: 'Monitoring confirmed',
    text: 'We will re-check the site every week and email you when its AI visibility drops or an AI crawler gets refused. Every email has a link to unsubscribe.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'You will get no more emails about this site. You can sign up again under the results of the checker at any time.',
  },
  expired: {
    title: 'This link has expired',
    text: `Confirmation links work for ${CONFIRM_LINK_DAYS} days, and nothing was confirmed. Sign up again under the results of the checker and we will send a new link.`,
  },
  invalid: {
    title: 'This link does not work',
    text: 'The link is incomplete or no longer valid. Open it again from the email, copying the whole address, or sign up again under the results of the checker.',
  },
} as const

export type MonitorOutcome = keyof typeof MONITOR_OUTCOMES

/** The checker's page for a domain, where its results offer the sign-up again. */
export const checkerFor = (domain: string) => ({
  href: `/ai-checker?domain=${encodeURIComponent(domain)}`,
  label: `Check ${domain} again`,
})

/** The waitlist's unsubscribe pages (the Clavius waitlist is offered beside the checker). */
export const WAITLIST_EYEBROW = 'Clavius waitlist'

export const WAITLIST_GONE = {
  title: 'You are off the waitlist',
  text: 'We removed your address and will not email you about Clavius. You can join again on the AI Visibility Checker page at any time.',
} as const
