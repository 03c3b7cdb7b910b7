/** Copy of /showcase, read by its sections and by its Markdown version. */
import { PROMISES } from './offers'

export const SOLUTIONS = [
  {
    id: 'analytics',
    name: 'Predictive Analytics',
    description:
      'Forecast revenue, demand and churn, and test the impact of a decision before you make it.',
  },
  {
    id: 'dashboard',
    name: 'Business Dashboard',
    description:
      'Your key numbers on one screen, with AI recommendations you can act on in one click.',
  },
  {
    id: 'chatbot',
    name: 'AI Assistant',
    description:
      'A conversational assistant that knows your services, prices and policies and answers customers 24/7.',
  },
] as const

export const SHOWCASE = {
  hero: {
    eyebrow: 'AI-native solutions',
    title: 'See what AI can do',
    highlight: 'for your business',
    lead: `Three solutions we build every week, shown as working demos. Pick one and we deliver a prototype tailored to your data within ${PROMISES.prototypeWithinHours} hours.`,
  },
  analytics: {
    eyebrow: 'Predictive analytics',
    title: 'Know what happens next, and what to do about it',
    lead: 'Models trained on your own sales, stock and customer data forecast the months ahead and let you test a decision before you commit to it.',
    points: [
      'Revenue, demand and churn forecasts updated daily',
      'What-if simulations for pricing, stock and campaigns',
      'Plain-English explanations of every prediction',
    ],
    action: 'Get Started',
  },
  dashboard: {
    eyebrow: 'Business dashboard',
    title: 'Every number that matters, with a clear next step',
    lead: 'Sales, customers and support in one live view, connected to the tools you already use, with AI recommendations you can act on in one click.',
    action: 'Build my dashboard',
  },
  chatbot: {
    eyebrow: 'Conversational AI assistant',
    title: 'An assistant that knows your business inside out',
    lead: 'Trained on your services, prices and policies, it answers customers in plain language, books appointments and hands the tricky conversations to your team.',
    points: [
      'On your website, WhatsApp or internal tools',
      'Answers grounded in your own documents',
      'Encrypted conversations and full transcripts for your team',
    ],
    action: 'Build my assistant',
  },
  closing: {
    title: 'Something else in mind?',
    text: `Tell us the problem. You get a working prototype within ${PROMISES.prototypeWithinHours} hours and pay only if you approve it.`,
    start: 'Start Your Project',
    book: 'Book a call',
  },
}

/** Where each solution's "start" link leads: onboarding with its build type. */
export const solutionStart = (id: (typeof SOLUTIONS)[number]['id']) => `/onboarding-step?type=${id}`
