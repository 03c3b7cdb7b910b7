import { AI_VISIBILITY_CLAIMS, PROMISES } from '@/content/offers'

import { DEFAULT_TITLE } from './metadata'

/**
 * A marketing page's title and description as search engines and social cards show them.
 * `description` may hold placeholders such as `{plansFrom}`: the page fills them with live
 * values (prices an editor changes in /cms, counts the code knows), so that an edited
 * description still follows the prices.
 */
export type PageSeoDefault = {
  label: string
  path: string
  title: string
  description: string
  /** The placeholders the page fills in, by name, with what each stands for. */
  placeholders?: Record<string, string>
}

/**
 * The default title and description of each marketing page: the values the site shows until an
 * editor changes them in /cms (the Page SEO global seeds its fields from here).
 */
export const PAGE_SEO_DEFAULTS = {
  home: {
    label: 'Home',
    path: '/',
    title: DEFAULT_TITLE,
    description: `AI-native websites, apps and bespoke business tools, built fast and made visible to AI assistants. Plans from {plansFrom} a month, with a working prototype within ${PROMISES.prototypeWithinHours} hours.`,
    placeholders: { plansFrom: 'the lowest monthly plan price, e.g. £1,000' },
  },
  workWithUs: {
    label: 'Work with us',
    path: '/work-with-us',
    title: 'Work with us',
    description:
      'Monthly AI development plans from {plansFrom} a month, and bespoke portals, CRM, intranets and dashboards from {bespokeFrom}, each with setup, training and 30 days of support.',
    placeholders: {
      plansFrom: 'the lowest monthly plan price',
      bespokeFrom: 'the lowest bespoke solution price',
    },
  },
  aiVisibility: {
    label: 'AI visibility',
    path: '/ai-visibility',
    title: 'AI Visibility Optimisation',
    description: `Get your business found, understood and recommended by ChatGPT, Claude, Perplexity and Gemini. Set up in ${AI_VISIBILITY_CLAIMS.setupMinutes} minutes, live in ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours, from {plansFrom} a month.`,
    placeholders: { plansFrom: 'the lowest AI visibility plan price' },
  },
  aiChecker: {
    label: 'AI checker',
    path: '/ai-checker',
    title: 'AI Visibility Checker',
    description:
      'Free check of how visible your website is to AI assistants: robots.txt verdicts for {crawlers} AI crawlers, structured data, meta tags, llms.txt and sitemap, with a score out of 100 and recommendations.',
    placeholders: { crawlers: 'the number of AI crawlers the checker knows' },
  },
  coaching: {
    label: 'Coaching',
    path: '/coaching',
    title: 'Executive AI Coaching',
    description:
      'One-to-one AI coaching for executives, professionals, entrepreneurs and business owners: 60-minute sessions from {sessionFrom}, a {courseMinutes}-minute self-paced course and a satisfaction refund promise.',
    placeholders: {
      sessionFrom: 'the single session price',
      courseMinutes: "the course's total minutes",
    },
  },
  contact: {
    label: 'Contact',
    path: '/contact',
    title: 'Contact us',
    description:
      'Tell us about your business and what you want to achieve with AI. We build AI solutions that accelerate your business, and we reply within 24 hours.',
  },
  blog: {
    label: 'Blog',
    path: '/blog',
    title: 'Blog',
    description:
      'Guides and insights on AI visibility, AI-native websites and putting AI to work in your business: robots.txt for AI crawlers, structured data, llms.txt and more.',
  },
  vibeCoding: {
    label: 'Vibe coding',
    path: '/vibe-coding',
    title: 'AI Vibe Coding',
    description:
      'Build software by describing the feeling, flow and purpose of what you want. Six creative states, four AI allies and sample prompts to start your vibe coding journey.',
  },
  showcase: {
    label: 'Showcase',
    path: '/showcase',
    title: 'AI-Native Solutions',
    description: `Predictive analytics, business dashboards and AI assistants built around your business. Try the live demos, then get a working prototype within ${PROMISES.prototypeWithinHours} hours.`,
  },
  timeframes: {
    label: 'Timeframes',
    path: '/timeframes',
    title: 'Timeframes: what you get, and when',
    description: `A working prototype within ${PROMISES.prototypeWithinHours} hours that you pay for only if you approve it, monthly plan rhythms, delivery times for every bespoke solution and AI visibility live in ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours.`,
  },
  onboarding: {
    label: 'Start your project',
    path: '/onboarding-step',
    title: 'Start your project',
    description: `Tell us what to build: a business dashboard, an AI assistant or predictive analytics. We reply within ${PROMISES.replyWithinHours} hours and deliver a working prototype within ${PROMISES.prototypeWithinHours} hours, paid only if you approve it.`,
  },
  requestInfo: {
    label: 'Request info',
    path: '/request-info',
    title: 'Request more info',
    description: 'Ask us for more information about a plan or a bespoke solution.',
  },
  privacyPolicy: {
    label: 'Privacy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect personal data from our contact, onboarding and waitlist forms and the AI Visibility Checker, and your rights under UK GDPR.',
  },
  termsOfService: {
    label: 'Terms',
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: `The terms for our AI development, AI visibility and coaching services: a working prototype within ${PROMISES.prototypeWithinHours} hours that you pay for only if approved, fees, prohibited projects, liability and UK governing law.`,
  },
} as const satisfies Record<string, PageSeoDefault>

export type PageSeoKey = keyof typeof PAGE_SEO_DEFAULTS

export const PAGE_SEO_KEYS = Object.keys(PAGE_SEO_DEFAULTS) as PageSeoKey[]

/** Every address whose <head> the Page SEO global writes. */
export const PAGE_SEO_PATHS: string[] = PAGE_SEO_KEYS.map((key) => PAGE_SEO_DEFAULTS[key].path)

/** Replaces each `{name}` with its value; an unknown placeholder is left as written. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string | number> = {},
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
