import type { Offer } from '@/payload-types'

/**
 * The offers of a fresh database: the default values of the `offers` global's fields, so that
 * Payload returns them (to the pages, the REST API and the /cms form) until an editor saves the
 * global, and fills a first partial save with them. Editors change the live values in /cms;
 * these change only with a release.
 */
export type OffersData = Omit<Offer, 'id' | 'updatedAt' | 'createdAt'>

const solution = (name: string, price: number, deliveryWeeks: number, description: string) => ({
  name,
  price,
  deliveryWeeks,
  description,
})

const courseModule = (title: string, minutes: number, topics: string[]) => ({
  title,
  minutes,
  topics,
})

export const OFFERS_SEED: OffersData = {
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
    courseModule('Welcome: AI for busy leaders', 5, [
      'What this course covers',
      'How to get the most from it',
    ]),
    courseModule('How modern AI works, in plain English', 8, [
      'Large language models',
      'What AI is good and bad at',
      'Privacy basics',
    ]),
    courseModule('Prompting that gets results', 10, [
      'Giving context',
      'Asking for formats',
      'Iterating on answers',
    ]),
    courseModule('AI for your daily work', 10, [
      'Email and documents',
      'Meetings and notes',
      'Research',
    ]),
    courseModule('Finding AI opportunities in your business', 10, [
      'Spotting repetitive work',
      'Estimating value',
      'Quick wins',
    ]),
    courseModule('Leading AI adoption', 10, [
      'Bringing your team along',
      'Policies and guardrails',
      'Measuring impact',
    ]),
    courseModule('Your 30-day AI action plan', 5, [
      'Choosing first steps',
      'Building habits',
      'Where to go next',
    ]),
  ],
  servicePriceRanges: {
    aiNativeWebsites: { min: 500, max: 5000 },
    bespokeBusinessTools: { min: 1000, max: 10000 },
    aiVisibility: { min: 500, max: 2000 },
  },
}
