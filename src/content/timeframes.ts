/** Copy of /timeframes, read by its sections and by its Markdown version. */
import { AI_VISIBILITY_CLAIMS, BESPOKE_INCLUDES, PROMISES } from './offers'

export const TIMEFRAMES = {
  hero: {
    eyebrow: 'Timeframes',
    title: 'What you get,',
    highlight: 'and when',
    lead: `No open-ended projects. Every engagement starts with a working prototype within ${PROMISES.prototypeWithinHours} hours, and you pay only if you approve it. Here is the rhythm after that.`,
    book: 'Book a call',
    seePlans: 'See plans',
  },
  prototype: {
    eyebrow: 'Every project',
    title: `A working prototype within ${PROMISES.prototypeWithinHours} hours`,
    lead: 'Whatever you ask us to build, the first days look the same.',
  },
  plans: {
    eyebrow: 'Monthly plans',
    title: 'The cadence of Core and Growth',
    lead: 'Monthly plans run month to month, with a fixed number of hours and a steady meeting rhythm.',
    hours: 'Hours',
    meetings: 'Meetings',
    access: 'Access',
    hoursPerMonth: (hours: number) => `${hours} hours a month`,
  },
  bespoke: {
    eyebrow: 'Bespoke solutions',
    title: 'Delivery times for bespoke solutions',
    lead: `Counted from the day you approve the prototype. ${BESPOKE_INCLUDES}.`,
    caption: 'Bespoke solutions, prices and delivery times',
    columns: ['Solution', 'Price', 'Delivery'],
    weeks: (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`,
  },
  aiVisibility: {
    eyebrow: 'AI visibility',
    title: `AI visibility, live within ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours`,
    promises: [
      {
        label: 'Set up',
        title: `${AI_VISIBILITY_CLAIMS.setupMinutes} minutes`,
        text: 'Your domain and a few answers about your business. That is all we need.',
      },
      {
        label: 'Live',
        title: `Within ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours`,
        text: 'AI-ready structured data and crawler settings in place and monitored.',
      },
    ],
    explore: 'Explore AI visibility',
    check: 'Run the free checker',
  },
  /** Where a plan or solution has no set figure. */
  agreed: 'Agreed on the call',
}

export const START = [
  {
    when: `Within ${PROMISES.replyWithinHours} hours`,
    title: 'We reply',
    text: 'Send us a message or a request and a real person answers with next steps.',
  },
  {
    when: `${PROMISES.consultationMinutes} minutes`,
    title: 'Discovery call',
    text: 'We agree what to build, who it is for and what success looks like.',
  },
  {
    when: `Within ${PROMISES.prototypeWithinHours} hours`,
    title: 'Working prototype',
    text: 'You get a working prototype you can click through, not a slide deck.',
  },
  {
    when: 'Your decision',
    title: 'Pay only if approved',
    text: 'If the prototype is not what you need, you walk away and owe nothing.',
  },
]
