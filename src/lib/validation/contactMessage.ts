import { z } from 'zod'

import './zod'

/**
 * The three enquiry forms (contact page, request-info modal, onboarding step) and how each
 * becomes a ContactMessage. Shared by the client forms (zodResolver) and the handler
 * (POST /api/contact-message), so both give the same reasons word for word.
 */

import {
  BUILD_TYPES,
  COMPANY_SIZES,
  ONBOARDING_PLAN_INTEREST,
  isMessageSource,
  type CompanySize,
  type ContactMessageSource,
} from './contactFields'
import {
  CONTACT_MESSAGES,
  EMAIL_RULES,
  TEXT_RULES,
  type ContactEmailRule,
  type ContactTextRule,
} from './contactRules'
import { isEmail } from './email'

export {
  COMPANY_SIZES,
  HONEYPOT_FIELD,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  type CompanySize,
  type ContactMessageSource,
  type MessageStatus,
} from './contactFields'

const M = CONTACT_MESSAGES

/**
 * A trimmed text from its rule (contactRules.ts): required when it has a minimum. An empty one
 * fails the first check (`missing`, where the rule has one), a short one only the second; the
 * forms and the handler show the first reason of each field.
 */
function text(rule: ContactTextRule & { min: number; tooShort: string }): z.ZodString
function text(rule: ContactTextRule): z.ZodOptional<z.ZodString>
function text(rule: ContactTextRule) {
  if (rule.min === undefined) return z.string().trim().max(rule.max, rule.tooLong).optional()
  const missing = rule.missing ?? rule.tooShort
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .min(rule.min, rule.tooShort)
    .max(rule.max, rule.tooLong)
}

const emailField = (rule: ContactEmailRule) =>
  z
    .string({ error: rule.missing })
    .trim()
    .min(1, rule.missing)
    .refine(isEmail, { error: rule.invalid })

/** Contact page form. */
export const contactPageSchema = z.object({
  fullName: text(TEXT_RULES.fullName),
  workEmail: emailField(EMAIL_RULES.workEmail),
  company: text(TEXT_RULES.company),
  companySize: z.enum(COMPANY_SIZES, { error: M.companySize }),
  howDidYouHear: text(TEXT_RULES.howDidYouHear),
  isAgency: z.boolean().default(false),
  message: text(TEXT_RULES.message),
})
export type ContactPageInput = z.input<typeof contactPageSchema>
export type ContactPageData = z.output<typeof contactPageSchema>

const requestInfoFields = {
  name: text(TEXT_RULES.name),
  email: emailField(EMAIL_RULES.email),
  company: text(TEXT_RULES.optionalCompany),
  planInterest: text(TEXT_RULES.planInterest),
}

/** Request-info modal, home version: the message is optional. */
export const requestInfoSchema = z.object({
  ...requestInfoFields,
  message: text(TEXT_RULES.optionalMessage),
})

/** Request-info modal, work-with-us version: the message is required. */
export const requestInfoWithMessageSchema = z.object({
  ...requestInfoFields,
  message: text(TEXT_RULES.requiredMessage),
})
export type RequestInfoInput = z.input<typeof requestInfoSchema>
export type RequestInfoData = z.output<typeof requestInfoSchema>

/** The /onboarding-step form. */
export const onboardingSchema = z.object({
  fullName: text(TEXT_RULES.fullName),
  workEmail: emailField(EMAIL_RULES.workEmail),
  company: text(TEXT_RULES.company),
  buildType: z.enum(BUILD_TYPES, { error: M.buildType }),
  details: text(TEXT_RULES.optionalMessage),
})
export type OnboardingInput = z.input<typeof onboardingSchema>
export type OnboardingData = z.output<typeof onboardingSchema>

/** The ContactMessage fields a visitor may set (status and timestamps are the server's). */
export type ContactMessageData = {
  fullName: string
  workEmail: string
  company?: string
  companySize?: CompanySize
  howDidYouHear?: string
  isAgency?: boolean
  planInterest?: string
  message?: string
  source: ContactMessageSource
}

const orUndefined = (value: string | undefined) => (value ? value : undefined)

export type ContactSubmission =
  | { source: 'contact-page'; data: ContactPageData }
  | { source: 'modal'; data: RequestInfoData }
  | { source: 'onboarding'; data: OnboardingData }

/** Maps a validated form to the stored message; the modal's name and email become fullName and workEmail. */
export function toContactMessageData(submission: ContactSubmission): ContactMessageData {
  switch (submission.source) {
    case 'contact-page': {
      const { data } = submission
      return {
        fullName: data.fullName,
        workEmail: data.workEmail,
        company: data.company,
        companySize: data.companySize,
        howDidYouHear: orUndefined(data.howDidYouHear),
        isAgency: data.isAgency,
        message: data.message,
        source: 'contact-page',
      }
    }
    case 'modal': {
      const { data } = submission
      return {
        fullName: data.name,
        workEmail: data.email,
        company: orUndefined(data.company),
        planInterest: orUndefined(data.planInterest),
        message: orUndefined(data.message),
        source: 'modal',
      }
    }
    case 'onboarding': {
      const { data } = submission
      return {
        fullName: data.fullName,
        workEmail: data.workEmail,
        company: data.company,
        planInterest: ONBOARDING_PLAN_INTEREST[data.buildType],
        message: orUndefined(data.details),
        source: 'onboarding',
      }
    }
  }
}

/**
 * Which form a raw body came from: an explicit `source` wins; otherwise the fields decide
 * (the modal and the contact page send their fields without a source).
 */
export function detectSource(body: Record<string, unknown>): ContactMessageSource {
  const { source } = body
  if (isMessageSource(source)) return source
  if ('buildType' in body) return 'onboarding'
  if ('fullName' in body || 'workEmail' in body || 'companySize' in body) return 'contact-page'
  return 'modal'
}

export const SCHEMA_BY_SOURCE = {
  'contact-page': contactPageSchema,
  modal: requestInfoSchema,
  onboarding: onboardingSchema,
} as const
