/**
 * Every price, plan and offer of the site, in one place. Pages, the request modal,
 * structured data and llms.txt all read from here.
 */

export const CURRENCY = 'GBP'

/** Formats a whole-pound amount as the site shows it: £500, £1,000. */
export function formatGbp(amount: number): string {
  return `£${amount.toLocaleString('en-GB')}`
}

export type Plan = {
  id: 'core' | 'growth'
  name: 'Core' | 'Growth'
  price: number
  period: 'month'
  description: string
  features: string[]
  mostPopular: boolean
  /** Hours of work a month (structured data states Growth as 25 hours). */
  hoursPerMonth: number
}

export const PLANS: Plan[] = [
  {
    id: 'core',
    name: 'Core',
    price: 500,
    period: 'month',
    description: 'A steady monthly partnership to plan and build your first AI wins.',
    features: [
      '15 hours of ideation and creation',
      'Direct WhatsApp access for advice',
      'AI strategy and implementation advice',
      'Monthly review and planning session',
    ],
    mostPopular: false,
    hoursPerMonth: 15,
  },
  {
    id: 'growth',
    name: 'Growth',
    price: 1000,
    period: 'month',
    description: 'More hours and a weekly rhythm for teams shipping AI across the business.',
    features: [
      'Everything in Core, plus 10 extra hours',
      'Weekly strategy and development calls',
      'Priority access to the development team',
    ],
    mostPopular: true,
    hoursPerMonth: 25,
  },
]

export type BespokeSolution = { name: string; price: number; description: string }

/** Every bespoke solution includes setup, training and 30 days of support. */
export const BESPOKE_INCLUDES = 'Includes setup, training and 30 days of support'

export const BESPOKE_SOLUTIONS: BespokeSolution[] = [
  {
    name: 'Client Portals',
    price: 500,
    description: 'A secure place for clients to see progress, share files and approve work.',
  },
  {
    name: 'CRM',
    price: 800,
    description: 'Track leads, deals and conversations in a CRM shaped around how you sell.',
  },
  {
    name: 'Agency Portals',
    price: 500,
    description: 'One hub for briefs, deliverables and reporting across every client account.',
  },
  {
    name: 'Vendor Management',
    price: 500,
    description: 'Onboard suppliers, compare quotes and keep contracts and renewals in view.',
  },
  {
    name: 'Onboarding Portal',
    price: 500,
    description: 'Guide new clients or staff through forms, documents and first steps.',
  },
  {
    name: 'Training Portal',
    price: 500,
    description: 'Courses, quizzes and progress tracking for your team, in your brand.',
  },
  {
    name: 'Intranet',
    price: 300,
    description: 'News, policies and a searchable directory for the whole company.',
  },
  {
    name: 'Project Management',
    price: 500,
    description: 'Tasks, timelines and workloads, with AI summaries of where things stand.',
  },
  {
    name: 'Marketing Dashboard',
    price: 500,
    description: 'Campaign, traffic and lead figures from every channel on one screen.',
  },
  {
    name: 'Employee Time Tracker',
    price: 500,
    description: 'Simple timesheets, approvals and reports for payroll and billing.',
  },
  {
    name: 'Custom AI Solution',
    price: 800,
    description: 'An assistant, automation or model built for a problem only your business has.',
  },
]

/**
 * Delivery of each bespoke solution, counted from the approved 24-hour prototype (the
 * timeframes page and the solution cards read this). Larger builds take longer.
 */
export const BESPOKE_DELIVERY_WEEKS: Record<string, number> = {
  'Client Portals': 2,
  CRM: 3,
  'Agency Portals': 2,
  'Vendor Management': 2,
  'Onboarding Portal': 2,
  'Training Portal': 2,
  Intranet: 1,
  'Project Management': 2,
  'Marketing Dashboard': 2,
  'Employee Time Tracker': 2,
  'Custom AI Solution': 3,
}

/** The working rhythm of each monthly plan (timeframes page). */
export const PLAN_CADENCE: Record<Plan['id'], { meetings: string; response: string }> = {
  core: {
    meetings: 'A monthly review and planning session',
    response: 'Advice on WhatsApp within one working day',
  },
  growth: {
    meetings: 'Weekly strategy and development calls',
    response: 'Priority access to the development team, same working day',
  },
}

/** Structured-data price ranges of the three home-page services. */
export const SERVICES = [
  {
    id: 'ai-native-websites',
    name: 'AI-native websites and apps',
    description:
      'Websites and web apps with AI built in: chat, search, personalisation and automation.',
    priceRange: { min: 500, max: 5000 },
  },
  {
    id: 'bespoke-business-tools',
    name: 'Bespoke business tools',
    description: 'Portals, CRM, intranets and dashboards built around how your business works.',
    priceRange: { min: 1000, max: 10000 },
  },
  {
    id: 'ai-visibility',
    name: 'AI visibility optimisation',
    description: 'Make your business visible, understood and recommended by AI assistants.',
    priceRange: { min: 500, max: 2000 },
  },
] as const

export type PricedPlan = {
  id: string
  name: string
  price: number
  /** Shown before the price, e.g. 'from'. */
  pricePrefix?: string
  period?: 'month' | 'session' | 'package'
  features: string[]
  mostPopular?: boolean
  cta?: string
}

export const AI_VISIBILITY_PLANS: PricedPlan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    features: [
      'AI Visibility Checker score and recommendations',
      'robots.txt, structured data and meta tag checks',
      'Monthly visibility snapshot by email',
    ],
    cta: 'Check your site',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 29,
    period: 'month',
    mostPopular: true,
    features: [
      'Everything in Free',
      'AI-ready structured data and llms.txt set up for you',
      'Crawler access tuned for every major AI assistant',
      'Weekly monitoring with alerts',
    ],
    cta: 'Get started',
  },
  {
    id: 'business',
    name: 'Business',
    price: 199,
    pricePrefix: 'from',
    period: 'month',
    features: [
      'Everything in Pro',
      'Multiple sites and locations',
      'Competitor visibility tracking',
      'Quarterly strategy session',
    ],
    cta: 'Book a Demo',
  },
]

/** Claims of the AI visibility service. */
export const AI_VISIBILITY_CLAIMS = { setupMinutes: 5, liveWithinHours: 24 } as const

export const COACHING_PACKAGES: PricedPlan[] = [
  {
    id: 'single-session',
    name: 'Single session',
    price: 199,
    period: 'session',
    features: [
      'One 60-minute one-to-one session',
      'A written action plan afterwards',
      'Follow-up questions by email for a week',
    ],
  },
  {
    id: 'three-sessions',
    name: 'Package of 3 sessions',
    price: 499,
    period: 'package',
    mostPopular: true,
    features: [
      'Three 60-minute one-to-one sessions',
      'A tailored learning path between sessions',
      'Priority email support throughout',
    ],
  },
]

/** Saving of the 3-session package against three single sessions: £98. */
export const COACHING_PACKAGE_SAVING = 3 * COACHING_PACKAGES[0]!.price - COACHING_PACKAGES[1]!.price

export const COACHING_PROMISE =
  "If your first session doesn't give you at least one idea you can put to work straight away, we'll refund it in full."

export type CourseModule = { number: number; title: string; minutes: number; topics: string[] }

export const COURSE_MODULES: CourseModule[] = [
  {
    number: 1,
    title: 'Welcome: AI for busy leaders',
    minutes: 5,
    topics: ['What this course covers', 'How to get the most from it'],
  },
  {
    number: 2,
    title: 'How modern AI works, in plain English',
    minutes: 8,
    topics: ['Large language models', 'What AI is good and bad at', 'Privacy basics'],
  },
  {
    number: 3,
    title: 'Prompting that gets results',
    minutes: 10,
    topics: ['Giving context', 'Asking for formats', 'Iterating on answers'],
  },
  {
    number: 4,
    title: 'AI for your daily work',
    minutes: 10,
    topics: ['Email and documents', 'Meetings and notes', 'Research'],
  },
  {
    number: 5,
    title: 'Finding AI opportunities in your business',
    minutes: 10,
    topics: ['Spotting repetitive work', 'Estimating value', 'Quick wins'],
  },
  {
    number: 6,
    title: 'Leading AI adoption',
    minutes: 10,
    topics: ['Bringing your team along', 'Policies and guardrails', 'Measuring impact'],
  },
  {
    number: 7,
    title: 'Your 30-day AI action plan',
    minutes: 5,
    topics: ['Choosing first steps', 'Building habits', 'Where to go next'],
  },
]

export const COURSE_TOTAL_MINUTES = COURSE_MODULES.reduce(
  (total, module) => total + module.minutes,
  0,
)

/** Promises the terms, the timeframes page and the marketing copy share. */
export const PROMISES = {
  prototypeWithinHours: 24,
  replyWithinHours: 24,
  businessesServed: '500+',
  entryPricePerMonth: 29,
  demoMinutes: 5,
  consultationMinutes: 30,
  supportDays: 30,
} as const
