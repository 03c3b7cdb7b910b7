/**
 * The offers a fresh database starts with: the seed of the `offers` global, its default values
 * in /cms, and what the site shows for any part of the global that is missing or invalid.
 * Editors change the live values in /cms; these change only with a release.
 */

export type Plan = {
  /** Ties the plan to its layout (ids, the timeframes cadence); not shown. */
  key: string
  name: string
  /** Whole pounds a month. */
  price: number
  description: string
  features: string[]
  mostPopular: boolean
  /** Hours of work a month (structured data states Growth as 25 hours). */
  hoursPerMonth: number
}

export type BespokeSolution = {
  name: string
  price: number
  description: string
  /** Delivery, counted from the approved prototype (timeframes page). */
  deliveryWeeks: number
}

export type PricedPlan = {
  key: string
  name: string
  price: number
  /** Shown before the price, e.g. 'from'. */
  pricePrefix?: string
  period?: 'month' | 'session' | 'package'
  features: string[]
  mostPopular?: boolean
  cta?: string
}

export type CourseModule = { number: number; title: string; minutes: number; topics: string[] }

export const SERVICE_KEYS = [
  'ai-native-websites',
  'bespoke-business-tools',
  'ai-visibility',
] as const
export type ServiceKey = (typeof SERVICE_KEYS)[number]
export type PriceRange = { min: number; max: number }

export type Offers = {
  plans: Plan[]
  bespokeSolutions: BespokeSolution[]
  aiVisibilityPlans: PricedPlan[]
  coachingPackages: PricedPlan[]
  courseModules: CourseModule[]
  /** Structured-data price ranges of the three home-page services. */
  servicePriceRanges: Record<ServiceKey, PriceRange>
}

const solution = (name: string, price: number, deliveryWeeks: number, description: string) => ({
  name,
  price,
  deliveryWeeks,
  description,
})

const courseModule = (number: number, title: string, minutes: number, topics: string[]) => ({
  number,
  title,
  minutes,
  topics,
})

export const OFFERS_DEFAULTS: Offers = {
  plans: [
    {
      key: 'core',
      name: 'Core',
      price: 500,
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
      key: 'growth',
      name: 'Growth',
      price: 1000,
      description: 'More hours and a weekly rhythm for teams shipping AI across the business.',
      features: [
        'Everything in Core, plus 10 extra hours',
        'Weekly strategy and development calls',
        'Priority access to the development team',
      ],
      mostPopular: true,
      hoursPerMonth: 25,
    },
  ],
  bespokeSolutions: [
    solution(
      'Client Portals',
      500,
      2,
      'A secure place for clients to see progress, share files and approve work.',
    ),
    solution(
      'CRM',
      800,
      3,
      'Track leads, deals and conversations in a CRM shaped around how you sell.',
    ),
    solution(
      'Agency Portals',
      500,
      2,
      'One hub for briefs, deliverables and reporting across every client account.',
    ),
    solution(
      'Vendor Management',
      500,
      2,
      'Onboard suppliers, compare quotes and keep contracts and renewals in view.',
    ),
    solution(
      'Onboarding Portal',
      500,
      2,
      'Guide new clients or staff through forms, documents and first steps.',
    ),
    solution(
      'Training Portal',
      500,
      2,
      'Courses, quizzes and progress tracking for your team, in your brand.',
    ),
    solution(
      'Intranet',
      300,
      1,
      'News, policies and a searchable directory for the whole company.',
    ),
    solution(
      'Project Management',
      500,
      2,
      'Tasks, timelines and workloads, with AI summaries of where things stand.',
    ),
    solution(
      'Marketing Dashboard',
      500,
      2,
      'Campaign, traffic and lead figures from every channel on one screen.',
    ),
    solution(
      'Employee Time Tracker',
      500,
      2,
      'Simple timesheets, approvals and reports for payroll and billing.',
    ),
    solution(
      'Custom AI Solution',
      800,
      3,
      'An assistant, automation or model built for a problem only your business has.',
    ),
  ],
  aiVisibilityPlans: [
    {
      key: 'free',
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
      key: 'pro',
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
      key: 'business',
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
  ],
  coachingPackages: [
    {
      key: 'single-session',
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
      key: 'three-sessions',
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
  ],
  courseModules: [
    courseModule(1, 'Welcome: AI for busy leaders', 5, [
      'What this course covers',
      'How to get the most from it',
    ]),
    courseModule(2, 'How modern AI works, in plain English', 8, [
      'Large language models',
      'What AI is good and bad at',
      'Privacy basics',
    ]),
    courseModule(3, 'Prompting that gets results', 10, [
      'Giving context',
      'Asking for formats',
      'Iterating on answers',
    ]),
    courseModule(4, 'AI for your daily work', 10, [
      'Email and documents',
      'Meetings and notes',
      'Research',
    ]),
    courseModule(5, 'Finding AI opportunities in your business', 10, [
      'Spotting repetitive work',
      'Estimating value',
      'Quick wins',
    ]),
    courseModule(6, 'Leading AI adoption', 10, [
      'Bringing your team along',
      'Policies and guardrails',
      'Measuring impact',
    ]),
    courseModule(7, 'Your 30-day AI action plan', 5, [
      'Choosing first steps',
      'Building habits',
      'Where to go next',
    ]),
  ],
  servicePriceRanges: {
    'ai-native-websites': { min: 500, max: 5000 },
    'bespoke-business-tools': { min: 1000, max: 10000 },
    'ai-visibility': { min: 500, max: 2000 },
  },
}
