import type { Validate } from 'payload'

import {
  COMPANY_SIZES,
  isMessageSource,
  type ContactMessageSource,
} from '@/lib/validation/contactFields'
import {
  CONTACT_MESSAGES,
  STORED_RULES,
  TEXT_RULES,
  checkContactEmail,
  checkContactText,
  type RuleResult,
} from '@/lib/validation/contactRules'

/**
 * The ContactMessages fields' validators, built from the forms' rules (contactRules.ts), so a
 * message written through Payload (REST, /cms) meets what the form that it names as its
 * `source` asks. A value an update leaves as it was is not judged again: messages stored before
 * a rule existed can still be marked reviewed.
 */
type Stored = (typeof STORED_RULES)[ContactMessageSource]

function sourceOf(siblingData: unknown): ContactMessageSource {
  const source = (siblingData as { source?: unknown } | undefined)?.source
  return isMessageSource(source) ? source : 'contact-page'
}

function rule<T>(check: (value: T, rules: Stored) => RuleResult): Validate<T> {
  return (value, { operation, previousValue, siblingData }) => {
    if (operation === 'update' && value === previousValue) return true
    return check(value as T, STORED_RULES[sourceOf(siblingData)])
  }
}

export const fullNameRule = rule<string>((value, rules) => checkContactText(value, rules.fullName))
export const workEmailRule = rule<string>((value, rules) =>
  checkContactEmail(value, rules.workEmail),
)
export const companyRule = rule<string>((value, rules) => checkContactText(value, rules.company))
export const messageRule = rule<string>((value, rules) => checkContactText(value, rules.message))
export const howDidYouHearRule = rule<string>((value) =>
  checkContactText(value, TEXT_RULES.howDidYouHear),
)
export const planInterestRule = rule<string>((value) =>
  checkContactText(value, TEXT_RULES.planInterest),
)
export const companySizeRule = rule<string>((value, rules) => {
  if (value === null || value === undefined || value === '') {
    return rules.companySizeRequired ? CONTACT_MESSAGES.companySize : true
  }
  return (COMPANY_SIZES as readonly string[]).includes(value) ? true : CONTACT_MESSAGES.companySize
})
