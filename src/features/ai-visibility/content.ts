/** Copy of the /ai-checker page that appears in more than one place (page and FAQ JSON-LD). */
export const CHECKER_TEXT = {
  pending: 'Checking AI visibility...',
  errorTitle: 'Error checking domain',
  tryAgain: 'Try Again',
  failedToast: 'Failed to check domain',
  successToast: 'Domain checked successfully',
  scoreToast: (score: number) => `AI visibility score: ${score}/100`,
} as const

export const WAITLIST_TEXT = {
  submitting: 'Submitting...',
  submittingDetail: 'Adding you to the waitlist',
  notice: 'Notice',
  noticeFallback: 'Something went wrong. Please try again.',
  joined: 'Thanks for joining!',
  joinedDetail: "You've been added to our Clavius waitlist. We'll notify you when we launch.",
} as const

export const WHY_IT_MATTERS = [
  {
    title: 'AI assistants are the new search box',
    text: 'People ask ChatGPT, Claude, Perplexity and Google’s AI answers which supplier to choose. If their crawlers cannot read your site, you are not in the answer.',
  },
  {
    title: 'One robots.txt line can hide you',
    text: 'A blanket Disallow, a firewall rule or a named group that quietly replaces your * rules can shut out the crawlers that feed AI answers.',
  },
  {
    title: 'Crawlers do not run JavaScript',
    text: 'AI crawlers read the HTML your server sends. Text that only appears after scripts run, and pages without structured data, are hard for them to understand.',
  },
]

export const STEPS = [
  {
    title: 'Enter your domain',
    text: 'Type a domain such as example.com. We start at your home page over https, falling back to http only if https fails.',
  },
  {
    title: 'We fetch what crawlers fetch',
    text: 'In parallel we read robots.txt, /llms.txt, your sitemap and your home page, which we also fetch as a browser and as eight AI crawlers, then up to five of your most important pages, all within 10 seconds.',
  },
  {
    title: 'We judge it like the crawlers do',
    text: 'robots.txt is read per RFC 9309 for 24 AI crawlers; the page is checked for structured data, meta tags, directives and server-rendered text.',
  },
  {
    title: 'You get a score and a to-do list',
    text: 'A score out of 100 from published weights, the evidence behind every verdict and one recommendation per failed check.',
  },
]

export const FAQ = [
  {
    question: 'What does the AI Visibility Checker test?',
    answer:
      'It reads your robots.txt and gives a verdict for 24 AI crawlers from OpenAI, Anthropic, Perplexity, Google, Apple, Meta, Amazon and others, then checks whether your server or CDN turns those crawlers away, your home page for structured data, meta tags, robots directives, social cards and server-rendered text, up to five further pages from your sitemap, plus your llms.txt and sitemap.',
  },
  {
    question: 'How is the score calculated?',
    answer:
      'Each check has a published weight and the weights add up to 100. A passed check earns its full weight, a warning earns half and a failed check earns nothing. 80 or more is excellent, 50 to 79 is good, and below 50 is limited.',
  },
  {
    question: 'Should I allow AI training crawlers such as GPTBot?',
    answer:
      'Allowing them lets future models learn about your business; blocking them is a legitimate choice if you do not want your content used for training. Search and user-triggered crawlers such as OAI-SearchBot and ChatGPT-User are what put you in AI answers today.',
  },
  {
    question: 'What is llms.txt?',
    answer:
      'A Markdown file at /llms.txt with a title, a one-line summary and sections of links to your most useful pages, written for language models to read.',
  },
  {
    question: 'Is the check safe to run on my site?',
    answer:
      'Yes. It makes about fifteen ordinary GET requests: most with a User-Agent that names the checker, and your home page once as a browser and once with each of eight AI crawlers’ User-Agents, to see whether your server treats them differently. It sends no cookies, reads at most 2 MiB of a page and five pages besides the home page, and gives up after 10 seconds. Results are cached for 10 minutes.',
  },
  {
    question: 'How often should I check?',
    answer:
      'After every change to robots.txt, your firewall or CDN bot settings, or your site template, and otherwise once a month.',
  },
]

/** The headings and leads of the /ai-checker page, read by its sections and its Markdown version. */
export const CHECKER_PAGE = {
  hero: {
    eyebrow: 'Free tool',
    lead: "Can ChatGPT, Claude, Perplexity and Google's AI find and read your website? Enter your domain for a score out of 100, the evidence behind every verdict and what to fix first.",
  },
  whyItMatters: {
    eyebrow: 'Why it matters',
    title: 'If AI cannot read your site, it cannot recommend you',
  },
  howItWorks: { eyebrow: 'How it works', title: 'Four steps, about ten seconds' },
  scoring: {
    eyebrow: 'Scoring',
    title: 'How the score is weighted',
    lead: 'Every check has a published weight; they add up to 100. A pass earns the full weight, a warning half, a fail nothing. 80 or more is excellent, 50 to 79 is good, below 50 is limited.',
    caption: 'Weights of the checks',
    columns: ['Check', 'Points'],
    advisory: 'reported, not scored',
  },
  faq: { eyebrow: 'FAQ', title: 'Questions about the checker' },
  waitlist: {
    eyebrow: 'Coming soon',
    title: 'Clavius: search built for the AI era',
    lead: 'We are building Clavius, an AI search platform that shows how assistants see your business and keeps you in their answers. Join the waitlist to hear first when it launches.',
  },
}
