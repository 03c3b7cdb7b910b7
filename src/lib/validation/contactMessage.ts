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

export {
  COMPANY_SIZES,
  HONEYPOT_FIELD,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  type CompanySize,
  type ContactMessageSource,
  type MessageStatus,
} from './contactFields'

const MESSAGES = {
  fullName: 'Full name is required',
  workEmail: 'Valid work email is required',
  company: 'Company name is required',
  companySize: 'Please select company size',
  message: 'Please provide more details about your needs',
} as const

const trimmed = (error: string) => z.string({ error }).trim()
const optionalText = (max: number) => z.string().trim().max(max).optional()
const emailField = (error: string) => trimmed(error).pipe(z.email({ error }))

/** Contact page form. */
export const contactPageSchema = z.object({
  fullName: trimmed(MESSAGES.fullName).min(2, MESSAGES.fullName),
  workEmail: emailField(MESSAGES.workEmail),
  company: trimmed(MESSAGES.company).min(2, MESSAGES.company),
  companySize: z.enum(COMPANY_SIZES, { error: MESSAGES.companySize }),
  howDidYouHear: optionalText(500),
  isAgency: z.boolean().default(false),
  message: trimmed(MESSAGES.message).min(10, MESSAGES.message),
})
export type ContactPageInput = z.input<typeof contactPageSchema>
export type ContactPageData = z.output<typeof contactPageSchema>

const requestInfoFields = {
  name: trimmed('Name is required').min(1, 'Name is required'),
  email: trimmed('Email is required')
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  company: optionalText(200),
  planInterest: optionalText(200),
}

/** Request-info modal, home version: the message is optional. */
export const requestInfoSchema = z.object({ ...requestInfoFields, message: optionalText(5000) })

/** Request-info modal, work-with-us version: the message is required. */
export const requestInfoWithMessageSchema = z.object({
  ...requestInfoFields,
  message: trimmed('Message is required').min(1, 'Message is required').max(5000),
})
export type RequestInfoInput = z.input<typeof requestInfoSchema>
export type RequestInfoData = z.output<typeof requestInfoSchema>

/** The /onboarding-step form. */
export const onboardingSchema = z.object({
  fullName: trimmed(MESSAGES.fullName).min(2, MESSAGES.fullName),
  workEmail: emailField(MESSAGES.workEmail),
  company: trimmed(MESSAGES.company).min(2, MESSAGES.company),
  buildType: z.enum(BUILD_TYPES, { error: 'Please choose what you would like to build' }),
  details: optionalText(5000),
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
