/**
 * Copy of /work-with-us, read by its sections and by its Markdown version. The plans and bespoke
 * solutions themselves are the `offers` global.
 */
import { BESPOKE_INCLUDES } from './offers'

export const WORK_WITH_US = {
  hero: {
    eyebrow: 'Work with us',
    title: 'Your AI team,',
    highlight: 'on demand',
    lead: 'Pick a monthly plan for ongoing ideation and development, or a bespoke solution built around how your business works. Either way, you work directly with the people building it.',
    book: 'Book discovery call',
    seePlans: 'See plans',
  },
  plans: {
    title: 'Monthly plans',
    lead: 'A steady partnership with hours you can use on strategy, prototypes and production work.',
  },
  bespoke: {
    title: 'Bespoke solutions',
    lead: `${BESPOKE_INCLUDES}. Choose one to ask us about it.`,
  },
  steps: {
    title: 'How working together looks',
    items: [
      {
        title: 'Discovery call',
        text: 'Thirty minutes to understand your goals and where AI can help most.',
      },
      {
        title: 'Plan and prototype',
        text: 'A clear scope, then a working prototype you can click through.',
      },
      {
        title: 'Build and support',
        text: 'We ship, train your team and stay on hand as you grow.',
      },
    ],
    book: 'Book a call',
  },
}
