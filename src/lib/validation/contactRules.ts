import type { ContactMessageSource } from './contactFields'
import { isEmail } from './email'

/**
 * A contact message's rules, said once: the forms' zod schemas (./contactMessage.ts) and the
 * ContactMessages collection's field validators are both built from these, so the forms and
 * Payload's REST API refuse the same values with the same words. The three forms ask different
 * things of the same fields (the modal's name may be one letter, the contact page's needs two),
 * so a stored message is held to the rules of the form it says it came from (`source`).
 */
export const CONTACT_LIMITS = {
  name: 200,
  company: 200,
  howDidYouHear: 500,
  planInterest: 200,
  message: 5000,
} as const

export const CONTACT_MESSAGES = {
  fullName: 'Full name is required',
  fullNameTooShort: 'Full name must be at least 2 characters',
  workEmail: 'Valid work email is required',
  company: 'Company name is required',
  companyTooShort: 'Company name must be at least 2 characters',
  companySize: 'Please select company size',
  message: 'Please provide more details about your needs',
  name: 'Name is required',
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  buildType: 'Please choose what you would like to build',
  nameTooLong: `Keep the name under ${CONTACT_LIMITS.name} characters`,
  companyTooLong: `Keep the company name under ${CONTACT_LIMITS.company} characters`,
  howDidYouHearTooLong: `Keep this answer under ${CONTACT_LIMITS.howDidYouHear} characters`,
  planInterestTooLong: `Keep the plan of interest under ${CONTACT_LIMITS.planInterest} characters`,
  messageTooLong: `Keep the message under ${CONTACT_LIMITS.message} characters`,
} as const

const M = CONTACT_MESSAGES

/**
 * A trimmed text: at least `min` characters when given (else optional), at most `max`. An empty
 * one is told `missing` where that differs from `tooShort`: "Full name is required" would be
 * wrong for a name of one letter.
 */
export type ContactTextRule = {
  min?: number
  missing?: string
  tooShort?: string
  max: number
  tooLong: string
}
export type ContactEmailRule = { missing: string; invalid: string }

export const TEXT_RULES = {
  fullName: {
    min: 2,
    missing: M.fullName,
    tooShort: M.fullNameTooShort,
    max: CONTACT_LIMITS.name,
    tooLong: M.nameTooLong,
  },
  name: { min: 1, tooShort: M.name, max: CONTACT_LIMITS.name, tooLong: M.nameTooLong },
  company: {
    min: 2,
    missing: M.company,
    tooShort: M.companyTooShort,
    max: CONTACT_LIMITS.company,
    tooLong: M.companyTooLong,
  },
  optionalCompany: { max: CONTACT_LIMITS.company, tooLong: M.companyTooLong },
  howDidYouHear: { max: CONTACT_LIMITS.howDidYouHear, tooLong: M.howDidYouHearTooLong },
  planInterest: { max: CONTACT_LIMITS.planInterest, tooLong: M.planInterestTooLong },
  message: { min: 10, tooShort: M.message, max: CONTACT_LIMITS.message, tooLong: M.messageTooLong },
  requiredMessage: {
    min: 1,
    tooShort: M.messageRequired,
    max: CONTACT_LIMITS.message,
    tooLong: M.messageTooLong,
  },
  optionalMessage: { max: CONTACT_LIMITS.message, tooLong: M.messageTooLong },
} as const satisfies Record<string, ContactTextRule>

export const EMAIL_RULES = {
  workEmail: { missing: M.workEmail, invalid: M.workEmail },
  email: { missing: M.emailRequired, invalid: M.email },
} as const satisfies Record<string, ContactEmailRule>

/**
 * Which rule each stored field meets, by the form the message came from. The modal's message
 * is optional here: its work-with-us version requires one, but a stored message does not say
 * which version sent it.
 */
export const STORED_RULES: Record<
  ContactMessageSource,
  {
    fullName: ContactTextRule
    workEmail: ContactEmailRule
    company: ContactTextRule
    companySizeRequired: boolean
    message: ContactTextRule
  }
> = {
  'contact-page': {
    fullName: TEXT_RULES.fullName,
    workEmail: EMAIL_RULES.workEmail,
    company: TEXT_RULES.company,
    companySizeRequired: true,
    message: TEXT_RULES.message,
  },
  modal: {
    fullName: TEXT_RULES.name,
    workEmail: EMAIL_RULES.email,
    company: TEXT_RULES.optionalCompany,
    companySizeRequired: false,
    message: TEXT_RULES.optionalMessage,
  },
  onboarding: {
    fullName: TEXT_RULES.fullName,
    workEmail: EMAIL_RULES.workEmail,
    company: TEXT_RULES.company,
    companySizeRequired: false,
    message: TEXT_RULES.optionalMessage,
  },
}

/** `true`, or the reason a value breaks the rule. */
export type RuleResult = true | string

export function checkContactText(value: unknown, rule: ContactTextRule): RuleResult {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '' && rule.min !== undefined && rule.missing) return rule.missing
  if (rule.min !== undefined && text.length < rule.min) return rule.tooShort ?? rule.tooLong
  if (text.length > rule.max) return rule.tooLong
  return true
}

export function checkContactEmail(value: unknown, rule: ContactEmailRule): RuleResult {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return rule.missing
  return isEmail(text) ? true : rule.invalid
}
