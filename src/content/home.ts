/**
 * Copy of the home page: feature cards, how-it-works steps, stack
 * groups and closing offers. Prices and promises come from src/content/offers.ts.
 */
import { PROMISES } from '@/content/offers'

export type FeatureIcon = 'chat' | 'search' | 'pen' | 'user' | 'chart' | 'flow' | 'mic' | 'trend'

export type Feature = { title: string; description: string; icon: FeatureIcon }

/** The eight cards of 'Everything you need to grow', in the spec's order. */
export const FEATURES: Feature[] = [
  {
    title: 'Smart chatbots',
    description:
      'AI-powered customer support and engagement that answers your visitors at any hour.',
    icon: 'chat',
  },
  {
    title: 'Intelligent search',
    description:
      'Search that understands natural language, so people find things in their own words.',
    icon: 'search',
  },
  {
    title: 'Content generation',
    description:
      'Automated creation and optimisation of content for your pages, products and campaigns.',
    icon: 'pen',
  },
  {
    title: 'Personalization',
    description: 'Tailored experiences for every visitor, shaped by AI insights.',
    icon: 'user',
  },
  {
    title: 'Data analytics',
    description: 'AI-driven insights and predictive analytics that turn your data into decisions.',
    icon: 'chart',
  },
  {
    title: 'Workflow automation',
    description: 'Streamlined processes that take repetitive work off your team’s plate.',
    icon: 'flow',
  },
  {
    title: 'Voice integration',
    description: 'Voice commands and audio processing built into your website and apps.',
    icon: 'mic',
  },
  {
    title: 'Predictive modeling',
    description: 'Future-focused predictions and recommendations that help you plan ahead.',
    icon: 'trend',
  },
]

export type Step = { title: string; description: string }

export const HOW_IT_WORKS: Step[] = [
  {
    title: 'Discovery call',
    description: `A ${PROMISES.consultationMinutes}-minute call to understand your goals, your customers and where AI can help most.`,
  },
  {
    title: 'Working prototype',
    description: `A working prototype within ${PROMISES.prototypeWithinHours} hours. You only pay if you approve it.`,
  },
  {
    title: 'Build and integrate',
    description: 'We build it properly and connect it to the tools and data you already use.',
  },
  {
    title: 'Launch and support',
    description: `We train your team, launch, and support you for ${PROMISES.supportDays} days afterwards.`,
  },
]

export type TechItem = { name: string; category: string }
export type StackGroup = { id: string; title: string; items: TechItem[] }

/** The four collapsible stack groups. */
export const STACK_GROUPS: StackGroup[] = [
  {
    id: 'frontend',
    title: 'Frontend',
    items: [
      { name: 'Next.js', category: 'Web framework' },
      { name: 'React', category: 'User interfaces' },
      { name: 'TypeScript', category: 'Type-safe code' },
      { name: 'Tailwind CSS', category: 'Styling' },
    ],
  },
  {
    id: 'backend',
    title: 'Backend',
    items: [
      { name: 'Node.js', category: 'Server runtime' },
      { name: 'Payload CMS', category: 'Content management' },
      { name: 'Python', category: 'AI and data pipelines' },
      { name: 'OpenAI and Anthropic APIs', category: 'Language models' },
    ],
  },
  {
    id: 'database-storage',
    title: 'Database & Storage',
    items: [
      { name: 'PostgreSQL', category: 'Relational database' },
      { name: 'Redis', category: 'Caching and queues' },
      { name: 'S3-compatible storage', category: 'Files and media' },
      { name: 'Vector databases', category: 'Semantic search' },
    ],
  },
  {
    id: 'security-integrations',
    title: 'Security & Integrations',
    items: [
      { name: 'OAuth and SSO', category: 'Sign-in' },
      { name: 'Role-based access', category: 'Permissions' },
      { name: 'Encryption at rest', category: 'Data protection' },
      { name: 'Stripe', category: 'Payments' },
      { name: 'Zapier and Make', category: 'Automation' },
      { name: 'REST and GraphQL', category: 'APIs' },
    ],
  },
]

export type ClosingOffer = {
  type: 'dashboard' | 'chatbot' | 'analytics'
  title: string
  description: string
}

/** The three offers of the closing call to action; each opens onboarding with its type. */
export const CLOSING_OFFERS: ClosingOffer[] = [
  {
    type: 'dashboard',
    title: 'Business Dashboard',
    description:
      'Sales, customers and operations in one live view, with AI recommendations on what to do next.',
  },
  {
    type: 'chatbot',
    title: 'AI Assistant',
    description:
      'A conversational assistant that answers customers, books appointments and qualifies leads.',
  },
  {
    type: 'analytics',
    title: 'Predictive Analytics',
    description:
      'Forecast demand, spot churn early and plan ahead with models trained on your own data.',
  },
]

export const ONBOARDING_PATH = '/onboarding-step'

export function onboardingHref(type?: ClosingOffer['type']): string {
  return type ? `${ONBOARDING_PATH}?type=${type}` : ONBOARDING_PATH
}

/** The headings and words of the home page's sections, around the lists above. */
export const HOME = {
  hero: {
    pill: 'AI-native websites, apps and business tools',
    title: 'Optimize your business',
    highlight: 'for AI',
    sub: 'Your partner in AI solutions',
    lead: 'We design and build AI-powered websites, assistants and bespoke tools, and make sure AI search recommends you.',
    workWithUs: 'Work with us',
    book: 'Book consultation',
    stats: {
      businesses: 'Businesses benefiting',
      prototype: 'Working prototype',
      prototypeValue: `${PROMISES.prototypeWithinHours} hours`,
      from: 'Solutions from',
    },
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to grow',
    lead: 'AI capabilities we build into your website, apps and daily operations, chosen for what moves your numbers.',
  },
  howItWorks: {
    eyebrow: 'Process',
    title: 'How it works',
    lead: 'From first call to launch in four clear steps, with nothing to pay until you have seen it working.',
  },
  stack: {
    eyebrow: 'Stack options',
    title: 'Built on technology you can trust',
    lead: 'Proven, well-supported tools that keep your product fast, secure and easy to extend, with no lock-in to us.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans that grow with you',
    lead: 'A monthly partnership for ongoing AI work, or a one-off solution built for you.',
    bespokeTitle: 'Bespoke solutions',
    bespokeLead: 'Pick one to ask us about it.',
  },
  insights: {
    eyebrow: 'From the blog',
    title: 'Latest Insights',
    lead: 'Practical guides on AI visibility, automation and building with AI.',
    viewAll: 'View all articles',
    /** The newest articles the section shows. */
    count: 2,
  },
  dashboard: {
    eyebrow: 'Business insights dashboard',
    title: 'Your numbers, with a clear next step',
    lead: 'A live view of sales, customers and support, with AI recommendations you can act on in one click. Try it below.',
  },
  assistant: {
    eyebrow: 'Conversational AI assistant',
    title: 'An assistant that knows your business',
    lead: 'Trained on your services, prices and policies, it answers customers in plain language and takes care of the routine.',
    points: [
      'Answers questions instantly, day and night',
      'Books appointments straight into your calendar',
      'Hands complex conversations over to your team',
    ],
  },
  closing: {
    eyebrow: 'Get started',
    title: 'Ready to put AI to work?',
    lead: 'Pick where you want to start. We will shape it around your business and have a working prototype in front of you fast.',
    offerAction: 'Get started',
    start: 'Start Your Project Today',
  },
  nextSteps: {
    title: 'Choose your next step',
    demo: {
      title: 'See your business through AI’s eyes',
      text: `A personalised AI visibility demo in under ${PROMISES.demoMinutes} minutes.`,
      points: [
        'Instant setup',
        'No technical skills needed',
        'See your business in AI search results',
      ],
      action: 'Build My Demo',
    },
    call: {
      title: 'Plan your AI roadmap with an expert',
      text: `A ${PROMISES.consultationMinutes}-minute strategy call to map where AI fits in your business.`,
      points: [
        `${PROMISES.consultationMinutes}-minute consultation`,
        'An expert in your industry',
        'A custom implementation roadmap',
      ],
      action: 'Book Strategy Call',
    },
    startsAt: 'Solutions start at',
    benefit: 'businesses already benefit',
  },
}
