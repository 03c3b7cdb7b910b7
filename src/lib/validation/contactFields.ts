/**
 * The fixed values of a ContactMessage, without zod, so client code can show them without
 * shipping the validation library (the form loads its schema when it first validates).
 */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const MESSAGE_STATUSES = ['new', 'reviewed', 'contacted', 'completed'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

/** Which form a message came from: the request-info modal, the contact page, onboarding. */
export const MESSAGE_SOURCES = ['modal', 'contact-page', 'onboarding'] as const
export type ContactMessageSource = (typeof MESSAGE_SOURCES)[number]

export const isMessageSource = (value: unknown): value is ContactMessageSource =>
  (MESSAGE_SOURCES as readonly unknown[]).includes(value)

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website'

export const BUILD_TYPES = ['dashboard', 'chatbot', 'analytics', 'general'] as const
export type BuildType = (typeof BUILD_TYPES)[number]

/** What each onboarding choice is stored as in planInterest. */
export const ONBOARDING_PLAN_INTEREST: Record<BuildType, string> = {
  dashboard: 'Business Dashboard',
  chatbot: 'AI Assistant',
  analytics: 'Predictive Analytics',
  general: 'General',
}
