/**
 * Copy of the executive AI coaching page. Prices, the course modules and
 * the refund promise live in offers.ts; this module holds the words around them.
 */
import { COACHING_PROMISE } from './offers'

export const COACHING_QUOTE = {
  text: 'Within one session I went from dabbling with chatbots to a clear plan for my whole team. By the end of the month we had taken hours of reporting off our plate every week.',
  name: 'Operations Director',
  detail: 'Professional services firm, London',
}

export const COACHING_REALITY = [
  {
    title: 'New tools arrive every week',
    text: 'Keeping up with every launch is a job in itself. Most leaders have tried a chatbot, but few have time to work out which tools matter for them.',
  },
  {
    title: 'Your people are already using AI',
    text: 'Staff paste work into free tools with no guidance on quality, privacy or security. Without a lead from the top, habits form on their own.',
  },
  {
    title: 'Generic advice does not fit your work',
    text: 'Webinars and lists of prompts rarely survive contact with a real inbox, a real board pack or a real sales pipeline.',
  },
]

export const COACHING_PERSONAL_FEATURES = [
  'One-to-one, 60-minute sessions by video call',
  'Built around your role, your tools and your goals',
  'A written action plan after every session',
  'Practise on your real work, not on toy examples',
]

export const COACHING_PROCESS = [
  {
    title: 'Book your session',
    text: 'Pick a time that suits you from our calendar. It takes under a minute.',
  },
  {
    title: 'Share your goals',
    text: 'A short questionnaire tells us your role, your tools and what you want AI to do for you.',
  },
  {
    title: 'Your first session',
    text: 'Sixty focused minutes on your priorities, with AI tools open on the screen from the start.',
  },
  {
    title: 'Your action plan',
    text: 'You receive a written plan with the prompts, tools and habits we agreed.',
  },
  {
    title: 'Practise on real work',
    text: 'You apply the plan to your own tasks between sessions and note what works.',
  },
  {
    title: 'Review and refine',
    text: 'We look at the results together, fix what did not land and go one level deeper.',
  },
  {
    title: 'Lead with confidence',
    text: 'You use AI every day and can show your team how to do the same, safely.',
  },
]

export const COACHING_VISION = [
  {
    title: 'Win back your week',
    text: 'Hand drafting, summarising and first-pass research to AI and keep the judgement for yourself.',
  },
  {
    title: 'Decide with better information',
    text: 'Turn reports, spreadsheets and customer feedback into clear options in minutes rather than days.',
  },
  {
    title: 'Launch AI-powered ideas',
    text: 'Test a product, service or internal tool with AI before you commit budget to building it.',
  },
  {
    title: 'Lead your team through change',
    text: 'Set sensible guardrails and show your people how AI makes their work better, not riskier.',
  },
]

export type AudienceTab = {
  value: 'professionals' | 'entrepreneurs' | 'business-owners'
  label: string
  title: string
  intro: string
  outcomes: string[]
}

export const COACHING_AUDIENCES: AudienceTab[] = [
  {
    value: 'professionals',
    label: 'Professionals',
    title: 'For professionals and executives',
    intro:
      'You lead people, projects or a function and your calendar is full. You want AI to take real work off your desk without putting quality or confidentiality at risk.',
    outcomes: [
      'Draft emails, papers and presentations in a fraction of the time',
      'Prepare for meetings with instant summaries and briefing notes',
      'Know what is safe to share with AI tools and what is not',
      'Become the person your organisation asks about AI',
    ],
  },
  {
    value: 'entrepreneurs',
    label: 'Entrepreneurs',
    title: 'For entrepreneurs and founders',
    intro:
      'You wear every hat and need to move fast on a small budget. AI can be your researcher, copywriter and analyst if you know how to brief it.',
    outcomes: [
      'Validate ideas and research markets in an afternoon',
      'Write sales pages, pitch decks and investor updates faster',
      'Automate the admin that keeps you from building',
      'Choose the right AI tools before you pay for them',
    ],
  },
  {
    value: 'business-owners',
    label: 'Business owners',
    title: 'For business owners',
    intro:
      'You run a company and want AI to raise productivity across the team, not just for you. You need a plan that is practical, affordable and safe.',
    outcomes: [
      'Find the processes where AI saves the most time and money',
      'Roll out AI with clear policies your staff understand',
      'Measure the impact so you know what to scale',
      'Decide when to build a bespoke AI tool and when not to',
    ],
  },
]

export const COACHING_NOT_FOR = [
  'You are looking for a deep technical course in machine learning or coding models from scratch.',
  'You want someone to do the work for you rather than learn to do it yourself (our build team can help with that).',
  'You are not ready to try new tools between sessions.',
  'You expect AI to replace good judgement instead of supporting it.',
]

export const COACHING_SESSION_OPTIONS = [
  {
    title: 'Online, one-to-one',
    text: 'Sixty minutes by video call with your screen and ours shared, so you practise as we talk. Available across the UK and beyond.',
  },
  {
    title: 'Working session on your tools',
    text: 'Bring a real task, document or process and we solve it together with the AI tools your organisation already has.',
  },
  {
    title: 'Leadership team session',
    text: 'The same coaching for a small leadership group, so everyone starts from the same page. Ask us about team options below.',
  },
]

export const COACHING_FAQ = [
  {
    question: 'Do I need any technical knowledge?',
    answer:
      'No. Coaching starts from where you are today. If you can use email and a web browser, you have everything you need.',
  },
  {
    question: 'How long is a coaching session?',
    answer:
      'Every session lasts 60 minutes and takes place by video call at a time that suits you.',
  },
  {
    question: 'What if the coaching is not useful to me?',
    answer: COACHING_PROMISE,
  },
  {
    question: 'Can you coach my whole team?',
    answer:
      'Yes. We run sessions for leadership teams and larger groups. Email our team and tell us how many people you would like to include.',
  },
]

/** The headings and words of the coaching page's sections, around the lists above. */
export const COACHING_PAGE = {
  hero: {
    eyebrow: 'Executive AI coaching',
    title: 'Master AI.',
    highlight: 'Lead with confidence.',
    lead: 'Personal AI coaching for executives, professionals, entrepreneurs and business owners. No jargon, no theory for its own sake: just the skills to use AI on your real work, starting this week.',
    schedule: 'Schedule a Session',
    seePackages: 'See packages',
  },
  reality: {
    eyebrow: 'The reality',
    title: 'AI is moving faster than most leaders can keep up with',
    lead: 'You do not need to become an engineer. You do need a clear, safe way to put AI to work, and someone to show you how.',
  },
  twoWays: {
    eyebrow: 'Choose your path',
    title: 'Two ways to master AI',
    lead: 'Learn the essentials at your own pace, work with a coach one-to-one, or do both.',
    course: {
      label: 'Self-paced course',
      title: 'AI for Leaders',
      text: (modules: number, minutes: number) =>
        `${modules} short video modules, ${minutes} minutes in total. Watch on your commute or between meetings and come away with habits you can use the same day.`,
      points: (modules: number, shortest: number, longest: number) => [
        `${modules} modules of ${shortest} to ${longest} minutes`,
        'Practical exercises after every module',
        'Watch on any device, as often as you like',
      ],
    },
    personal: {
      label: 'Personal coaching',
      title: 'One-to-one with an AI coach',
      text: (singlePrice: string) =>
        `Sessions shaped entirely around you, from ${singlePrice} for a single 60-minute session.`,
      viewPackages: 'View packages',
    },
  },
  process: { eyebrow: 'How it works', title: 'Seven steps from curious to confident' },
  vision: {
    eyebrow: 'What changes',
    title: 'Realize your vision with AI',
    lead: 'Coaching is measured by what you do differently afterwards. These are the outcomes clients come to us for.',
  },
  packages: {
    eyebrow: 'Packages',
    title: 'Simple, transparent pricing',
    lead: 'Every session lasts 60 minutes. Pay per session, or book three and save.',
    save: (saving: string) => `Save ${saving}`,
    saving: (saving: string) => `save ${saving} against three single sessions`,
    firstStep: 'Ideal for a focused first step',
    choose: (name: string) => `Choose ${name.toLowerCase()}`,
    promiseLabel: 'Satisfaction promise.',
    promise: COACHING_PROMISE,
  },
  audience: {
    eyebrow: 'Who it is for',
    title: 'Coaching that fits the way you work',
    lead: 'The same method, tuned to your role. Choose the one closest to you.',
  },
  notFor: {
    title: "Who it's not for",
    lead: 'We would rather tell you now than take your money. Coaching is probably not right if:',
  },
  sessionOptions: { title: 'Session options' },
  faq: { eyebrow: 'FAQ', title: 'Questions, answered' },
  schedule: {
    title: 'Ready to put AI to work for you?',
    text: (singlePrice: string) =>
      `Pick a time for your first session. A single 60-minute session is ${singlePrice}, and it is covered by our satisfaction promise.`,
    book: 'Book your session',
  },
  teams: {
    title: 'Coaching for teams',
    text: 'Want to bring AI coaching to your leadership team or your whole company? Tell us about your team and we will put together a programme for you.',
    subject: 'AI coaching for our team',
    email: (teamEmail: string) => `Email ${teamEmail}`,
  },
}
