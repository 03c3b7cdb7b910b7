/**
 * The privacy policy and the terms of service. Written as
 * data so the pages stay plain server components and the facts come from offers.ts.
 */
import { CURRENCY, PROMISES } from './offers'

export type LegalBlock = string | { list: string[] }
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] }
export type LegalParty = { brandName: string; salesEmail: string }

export const PRIVACY_UPDATED = 'May 2024'
export const TERMS_UPDATED = 'May 2025'

/** The categories of project the agency will not take on, in full. */
export const PROHIBITED_PROJECTS = [
  'political',
  'adult',
  'gambling (unless licensed)',
  'weapons',
  'illicit substances',
  'hate speech',
  'misinformation',
  'scams',
  'copyright infringement',
]

/** The greater of $100 or the amount paid in the last six months. */
export const LIABILITY_CAP = { minimumUsd: 100, lookback: 'six months' } as const
export const MATERIAL_CHANGE_NOTICE_DAYS = 30

export function privacySections({ brandName, salesEmail }: LegalParty): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `${brandName} ("we", "us") is an AI web-development and AI-visibility agency based in the United Kingdom. We are the controller of the personal data described in this policy, which explains what we collect through this website, why, how long we keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        `If you have any question about this policy or your data, email us at ${salesEmail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'The information we collect',
      blocks: [
        'We only collect what you give us through this website, plus the minimum technical data needed to run it securely:',
        {
          list: [
            'Contact messages: when you use the contact page or a "Request more info" form we receive your name, work email address, company name, company size, how you heard about us, whether you are an agency, the plan or solution you are interested in and your message.',
            'Onboarding messages: when you tell us what you would like us to build, we receive your name, work email address, company name, the type of solution and any details you choose to add.',
            'Waitlist entries: when you join the waitlist for our upcoming AI search platform we receive your name and email address.',
            'Domains submitted to the AI Visibility Checker: the domain you enter and the publicly available information we read from that site to score it (its robots.txt file, meta tags and structured data). We do not ask for your name or email to run a check.',
            'Your cookie preference: whether you accepted or rejected optional cookies, stored in your own browser (see section 4).',
            "The administrator's account: for the member of our team who manages this website, a name, an email address, a securely hashed password and session tokens.",
            'Technical data: your IP address and basic request information, used briefly to protect our forms and the checker from abuse (rate limiting) and kept in short-lived server logs.',
          ],
        },
        'We do not knowingly collect special category data. Please do not include sensitive information such as health details in a message.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use it and our lawful bases',
      blocks: [
        {
          list: [
            'To reply to your contact or onboarding message and, if you ask, to prepare a proposal or prototype. Lawful basis: taking steps at your request before entering into a contract, and our legitimate interest in responding to enquiries.',
            'To tell you when our AI search platform launches. Lawful basis: your consent, which you can withdraw at any time.',
            'To run the AI Visibility Checker and show you its results. Lawful basis: our legitimate interest in providing the free tool you asked to use.',
            "To run and secure the website, including the administrator's account and protection against spam and abuse. Lawful basis: our legitimate interest in keeping the site available and safe.",
            'To meet legal, tax and accounting obligations once you become a client. Lawful basis: legal obligation.',
          ],
        },
        'We never sell your personal data and we do not use it for automated decision-making that has legal or similarly significant effects on you.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'When you first visit, a banner asks whether you accept optional cookies. Your choice is saved in your browser\'s local storage under the name "cookiesAccepted" with the value "true" or "false", so we do not ask again. It stays on your device and is not sent to us. Closing the banner without choosing stores nothing, so it will appear on your next visit.',
        'If you log in as the administrator, a strictly necessary session token is stored so that you stay signed in. You can clear cookies and local storage in your browser settings at any time.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        'We share personal data only with service providers who help us run this website and our business, under contracts that require them to protect it and use it only on our instructions:',
        {
          list: [
            'our hosting and database providers, who store the website and its data;',
            'our email provider, which delivers notifications of new messages to our team and emails to you;',
            'our scheduling provider, if you book a call through our calendar link (it handles your booking under its own privacy policy).',
          ],
        },
        'We may also disclose data where the law requires it, or to protect our rights, property or safety or those of others.',
      ],
    },
    {
      id: 'transfers',
      title: 'International transfers',
      blocks: [
        'We aim to keep personal data in the United Kingdom or the European Economic Area. Where a provider processes it elsewhere, we rely on UK adequacy regulations or the International Data Transfer Agreement (or the UK Addendum to the EU Standard Contractual Clauses) to keep it protected to the same standard.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Contact and onboarding messages: up to 24 months after our last contact with you, or for six years after the end of any contract that follows, for legal and accounting reasons.',
            'Waitlist entries: until the platform launches and we have told you, and no longer than 12 months after launch, or until you ask to be removed.',
            'AI Visibility Checker domains and results: up to 90 days, to prevent abuse and improve the tool.',
            'Rate-limiting records: no more than 24 hours. Server logs: no more than 30 days.',
            "The administrator's account: while the account is active, and deleted within 30 days of it being closed.",
            'Your cookie preference: until you clear it from your browser.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights under UK GDPR',
      blocks: [
        'You have the right to:',
        {
          list: [
            'be informed about how we use your data (this policy);',
            'access the personal data we hold about you;',
            'have inaccurate data corrected;',
            'have your data erased;',
            'restrict how we use your data;',
            'receive your data in a portable format;',
            'object to processing based on our legitimate interests;',
            'withdraw your consent at any time, where we rely on consent, without affecting earlier processing.',
          ],
        },
        `To use any of these rights, email ${salesEmail}. We will reply within one month and there is normally no charge. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113), although we would appreciate the chance to put things right first.`,
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        'The website is served only over encrypted connections (HTTPS). Access to messages and waitlist entries is limited to our authorised administrator, passwords are stored as salted hashes, and our forms are protected against automated abuse. No method of transmission or storage is completely secure, but we review our safeguards regularly.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Our services are for businesses and professionals. This website is not intended for children under 16 and we do not knowingly collect their data.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We may update this policy when our website or the law changes. The date at the top shows when it was last updated, and we will tell people on our lists about significant changes.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        `${brandName}, United Kingdom. Email: ${salesEmail}. You can also reach us through our contact page.`,
      ],
    },
  ]
}

export function termsSections({ brandName, salesEmail }: LegalParty): LegalSection[] {
  const hours = PROMISES.prototypeWithinHours
  return [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        `These terms govern your use of this website and the services provided by ${brandName} ("we", "us") to you ("you", the client). By using the website or instructing us, you agree to them. If you are agreeing on behalf of a business, you confirm you are authorised to do so.`,
        'If a signed proposal or statement of work conflicts with these terms, the signed document takes priority for that project.',
      ],
    },
    {
      id: 'services',
      title: 'Our services',
      blocks: [
        'We design and build AI-native websites and apps, bespoke business tools such as portals, CRM systems and intranets, AI visibility optimisation, and executive AI coaching. The scope, deliverables and price of each engagement are those shown on our website or agreed with you in writing.',
        'Information on the website, including examples and demonstrations, is for general guidance and does not form an offer until we confirm your order.',
      ],
    },
    {
      id: 'prototype',
      title: 'Prototype and approval',
      blocks: [
        `For each new build project we deliver a working prototype within ${hours} hours of agreeing the brief with you. You pay only if you approve the prototype. If you do not approve it, you owe us nothing for it and either of us may end the project.`,
        'Approval means your written confirmation (email is enough) that the prototype is the right basis for the full build. Delivery times for the full build run from the date of approval.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees, payment and cancellation',
      blocks: [
        `Prices are in pounds sterling (${CURRENCY}) as shown on our website or in your proposal. Bespoke solutions are invoiced once the prototype is approved. Monthly plans are billed monthly in advance and renew each month until cancelled; you may cancel before the next billing date and unused hours do not roll over. Coaching sessions are paid when booked and are covered by the satisfaction promise shown on our coaching page.`,
        'Invoices are due within 14 days. We may pause work on overdue accounts after giving you notice.',
      ],
    },
    {
      id: 'responsibilities',
      title: 'Your responsibilities',
      blocks: [
        'You agree to give us accurate information, timely feedback and the access we reasonably need; to ensure you have the right to any content, data or materials you provide; and to use our services and this website lawfully and without attempting to disrupt or gain unauthorised access to them.',
      ],
    },
    {
      id: 'prohibited',
      title: 'Prohibited projects',
      blocks: [
        'We do not accept projects, and you must not use our services for content or purposes, in any of these categories:',
        {
          list: PROHIBITED_PROJECTS.map(
            (category) => category[0]!.toUpperCase() + category.slice(1),
          ),
        },
        'We may decline or stop any project that we reasonably believe falls into one of these categories, and any fees already paid for work not yet delivered will be refunded.',
      ],
    },
    {
      id: 'ip',
      title: 'Intellectual property',
      blocks: [
        'Once you have paid in full, you own the deliverables we create specifically for you. We keep ownership of our pre-existing tools, code libraries and know-how, and grant you a non-exclusive, perpetual licence to use them as part of your deliverables. Third-party and open-source components remain under their own licences.',
        'Unless you ask us not to, we may mention that you are a client and show non-confidential work in our portfolio.',
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality and data protection',
      blocks: [
        "Each of us will keep the other's confidential information private and use it only for the project. We handle personal data in line with UK data protection law and our Privacy Policy. Where we process personal data on your behalf, we do so only on your documented instructions.",
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        `Our total liability to you arising out of or in connection with our services, whether in contract, tort (including negligence) or otherwise, is limited to the greater of $${LIABILITY_CAP.minimumUsd} (USD) or the amount you paid us in the last ${LIABILITY_CAP.lookback} before the claim arose.`,
        'We are not liable for indirect or consequential loss, or for loss of profits, revenue, data or goodwill. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        `We may update these terms from time to time. We will give you at least ${MATERIAL_CHANGE_NOTICE_DAYS} days' notice of material changes by email or on this page before they take effect. Changes do not affect work already approved and paid for.`,
      ],
    },
    {
      id: 'law',
      title: 'Governing law and contact',
      blocks: [
        'These terms and any dispute arising from them are governed by the law of the United Kingdom, as applied in England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
        `Questions about these terms? Email ${salesEmail}.`,
      ],
    },
  ]
}

/** The summary under the privacy policy's title. */
export const privacyIntro = ({ brandName }: Pick<LegalParty, 'brandName'>) =>
  `${brandName} respects your privacy. This policy explains what personal data this website collects, why we collect it, how long we keep it and how you can exercise your rights.`

/** The summary under the terms' title. */
export const termsIntro = ({ brandName }: Pick<LegalParty, 'brandName'>) =>
  `Please read these terms carefully before using this website or instructing ${brandName}. They are written to be clear; if anything is not, ask us.`

export const lastUpdated = (date: string) => `Last updated ${date}`
