import type { Email } from './emails'

/**
 * The AI visibility monitor's emails: the double opt-in and the alert of a re-check that got
 * worse. Plain text; every one ends with its unsubscribe link (also in List-Unsubscribe).
 * Subjects carry nothing the sender chose: the domain, typed by whoever signed up, appears only
 * in the text, where the reader sees it as the site to confirm.
 */

/** One check whose status changed between two re-checks. */
export type CheckChange = { label: string; from: string; to: string }
/** A crawler refused now that was not before: by robots.txt or by the server's answer. */
export type CrawlerRefusal = { token: string; by: 'robots' | 'server' }

export type MonitorAlert = {
  domain: string
  scoreFrom: number
  scoreTo: number
  checks: CheckChange[]
  newlyRefused: CrawlerRefusal[]
  resultUrl: string
  unsubscribeUrl: string
}

const footer = (unsubscribeUrl: string) => [
  '--',
  `To stop these emails, unsubscribe: ${unsubscribeUrl}`,
  '',
]

export function monitorConfirmationEmail(input: {
  domain: string
  brandName: string
  confirmUrl: string
  unsubscribeUrl: string
  linkDays: number
}): Email {
  return {
    subject: 'Confirm your weekly AI visibility checks',
    text: [
      `Someone, hopefully you, asked ${input.brandName} to re-check ${input.domain} every week and to email this address when its AI visibility drops.`,
      '',
      `Confirm: ${input.confirmUrl}`,
      '',
      `The link opens a page with a button to confirm; it works for ${input.linkDays} days.`,
      'If you did not ask for this, ignore this email: nothing is sent until you confirm.',
      '',
      ...footer(input.unsubscribeUrl),
    ].join('\n'),
  }
}

const REFUSED_BY: Record<CrawlerRefusal['by'], string> = {
  robots: 'now disallowed by robots.txt',
  server: 'now refused by the server',
}

export function monitorAlertEmail(alert: MonitorAlert): Email {
  const drop = alert.scoreFrom - alert.scoreTo
  return {
    subject: `Your weekly AI visibility check: ${alert.scoreFrom} → ${alert.scoreTo}/100`,
    text: [
      `This week's check of ${alert.domain} found changes.`,
      '',
      drop > 0
        ? `Score: ${alert.scoreFrom} → ${alert.scoreTo} out of 100 (down ${drop}).`
        : `Score: ${alert.scoreFrom} → ${alert.scoreTo} out of 100.`,
      ...(alert.newlyRefused.length > 0
        ? [
            '',
            'Crawlers newly refused:',
            ...alert.newlyRefused.map((crawler) => `- ${crawler.token}: ${REFUSED_BY[crawler.by]}`),
          ]
        : []),
      ...(alert.checks.length > 0
        ? [
            '',
            'Checks that changed:',
            ...alert.checks.map((check) => `- ${check.label}: ${check.from} → ${check.to}`),
          ]
        : []),
      '',
      `The full result: ${alert.resultUrl}`,
      '',
      ...footer(alert.unsubscribeUrl),
    ].join('\n'),
  }
}
