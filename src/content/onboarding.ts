/** Copy of /onboarding-step around its form, read by the page and by its Markdown version. */
import { PROMISES } from './offers'

export const ONBOARDING = {
  eyebrow: 'Start your project',
  lead: `A few quick questions. We reply within ${PROMISES.replyWithinHours} hours, and your working prototype follows within ${PROMISES.prototypeWithinHours} hours of agreeing the brief.`,
  promises: [
    `A reply from a real person within ${PROMISES.replyWithinHours} hours`,
    `A working prototype within ${PROMISES.prototypeWithinHours} hours`,
    'You pay only if you approve the prototype',
  ],
}
