/** Copy of /ai-visibility, read by its sections and by its Markdown version. */
import { AI_VISIBILITY_CLAIMS } from './offers'

export const AI_VISIBILITY = {
  hero: {
    eyebrow: 'AI visibility optimisation',
    title: 'Be the business',
    highlight: 'AI recommends',
    lead: 'When customers ask ChatGPT, Claude, Perplexity or Gemini who to trust, make sure your business is part of the answer. We make your site readable, quotable and recommended by AI assistants.',
    check: 'Check your site free',
    book: 'Book a call',
  },
  timeline: {
    eyebrow: 'Why now',
    title: 'How customers find businesses has changed',
    lead: 'Each shift rewarded the businesses that moved first. AI assistants are the biggest shift yet.',
  },
  stories: {
    eyebrow: 'Industry stories',
    title: 'The questions your customers are already asking AI',
    lead: 'Every industry has its own questions. Here is what we change so the answer includes you.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans for every stage',
    lead: 'Start free with a visibility check, then let us do the work when you are ready.',
    promises: [
      {
        label: 'Set up',
        title: `Set up in ${AI_VISIBILITY_CLAIMS.setupMinutes} minutes`,
        text: 'Tell us your domain and answer a few questions. No technical skills needed.',
      },
      {
        label: 'Go live',
        title: `Live in ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours`,
        text: 'Your AI-ready data and crawler settings are in place within a day.',
      },
    ],
  },
  closing: {
    title: 'See how AI sees your business today',
    text: 'Run our free AI Visibility Checker for a score and a list of fixes, or talk it through with us on a 30-minute call.',
    check: 'Try the free checker',
    book: 'Book a call',
  },
}

export const TIMELINE = [
  {
    period: 'The 2000s',
    title: 'Search engines',
    text: 'Customers typed keywords and scanned ten blue links. Ranking on page one was the whole game.',
  },
  {
    period: 'The 2010s',
    title: 'Mobile, maps and reviews',
    text: 'Local listings and star ratings decided who got the call. Being on the map mattered as much as the website.',
  },
  {
    period: 'Today',
    title: 'AI assistants answer directly',
    text: 'People ask ChatGPT, Claude, Perplexity or Gemini and get one answer with a handful of names. There is no page two.',
  },
  {
    period: 'Your next step',
    title: 'Become the business AI recommends',
    text: 'Let AI crawlers in, describe your business in structured data they trust, and keep watching how they describe you.',
  },
]

export const STORIES = [
  {
    industry: 'Professional services',
    question: '“Which accountants near me specialise in small limited companies?”',
    text: 'We publish your services, sectors and locations as structured data and a clear llms.txt, so assistants can match you to specific questions rather than generic ones.',
  },
  {
    industry: 'Healthcare and clinics',
    question: '“Is there a dentist open on Saturdays that takes new patients?”',
    text: 'Opening hours, treatments and booking links become machine-readable facts, so AI answers stop guessing and start sending patients to you.',
  },
  {
    industry: 'E-commerce',
    question: '“What is the best eco-friendly running shoe under £100?”',
    text: 'Product data, prices and reviews are marked up for AI shopping answers, and crawlers are allowed to read the pages that sell.',
  },
  {
    industry: 'Trades and local services',
    question: '“Who can fit a heat pump in my area this month?”',
    text: 'Service areas, accreditations and real customer reviews are made visible to assistants that now handle local searches.',
  },
]
