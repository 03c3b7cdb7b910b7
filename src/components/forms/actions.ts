'use server'

import { headers } from 'next/headers'

import { ENQUIRY_MAX_BYTES, acceptEnquiry, countEnquiry } from '@/data/enquiries'
import { addToWaitlist } from '@/data/waitlist'
import { aiCheckRateLimit } from '@/features/ai-visibility/limits'
import { subscribeMonitor } from '@/features/ai-visibility/monitor/subscribe'
import { ApiError, toApiError } from '@/lib/http/errors'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIpFromHeaders, parseWith } from '@/lib/http/request'
import { HONEYPOT_FIELD, type ContactMessageSource } from '@/lib/validation/contactFields'
import { requestInfoWithMessageSchema } from '@/lib/validation/contactMessage'
import { waitlistSchema } from '@/lib/validation/waitlist'

import { contactPageInput, postedValues, type FormActionState } from './formState'

/**
 * The forms' answers, whether the browser posts them without JavaScript (React form actions
 * rendered as `<form method="POST">`) or the form's own code sends them (actionForm.client.ts).
 * Each calls the same functions as its JSON endpoint: the rate limit, the zod schema, the store.
 * Next.js refuses an action posted from another origin, and caps its body at 1 MB; the enquiry
 * forms keep their endpoint's 32 KB.
 */

/** The values shown again beside the errors: what was typed, never the spam trap. */
function echo(values: Record<string, string>): Record<string, string> {
  const { [HONEYPOT_FIELD]: _trap, ...rest } = values
  return rest
}

async function requestContext(maxBytes: number): Promise<{ ip: string; tooLarge: boolean }> {
  const list = await headers()
  return {
    ip: clientIpFromHeaders(list),
    tooLarge: Number(list.get('content-length') ?? '0') > maxBytes,
  }
}

/** A thrown ApiError as the form's state: field reasons, or a message for the whole form. */
function failed(error: unknown, values: Record<string, string>): FormActionState {
  const apiError = toApiError(error)
  const fieldErrors = (apiError.details as { errors?: Record<string, string> } | undefined)?.errors
  if (apiError.code === 'validation_failed' && fieldErrors) {
    return {
      status: 'invalid',
      values: echo(values),
      errors: fieldErrors,
      message: apiError.message,
    }
  }
  const retryAfter = (apiError.details as { retryAfter?: unknown } | undefined)?.retryAfter
  return {
    status: 'failed',
    values: echo(values),
    errors: {},
    message: apiError.message,
    ...(apiError.status === 429
      ? { rateLimited: { retryAfter: typeof retryAfter === 'number' ? retryAfter : undefined } }
      : {}),
  }
}

/** How each enquiry form's posted fields become the JSON its endpoint takes. */
function enquiryFields(source: ContactMessageSource, values: Record<string, string>) {
  return source === 'contact-page' ? { ...contactPageInput(values), source } : { ...values, source }
}

async function submitEnquiry(
  source: ContactMessageSource,
  formData: FormData,
  { requireMessage = false } = {},
): Promise<FormActionState> {
  const values = postedValues(formData)
  try {
    const { ip, tooLarge } = await requestContext(ENQUIRY_MAX_BYTES)
    await countEnquiry(ip)
    if (tooLarge) throw new ApiError(413, 'The message is too long.')
    if (requireMessage) parseWith(requestInfoWithMessageSchema, values)
    await acceptEnquiry(enquiryFields(source, values))
    // The onboarding confirmation greets the visitor by name and names their choice.
    const kept: Record<string, string> =
      source === 'onboarding'
        ? { fullName: values.fullName ?? '', buildType: values.buildType ?? '' }
        : {}
    return { status: 'sent', values: kept, errors: {} }
  } catch (error) {
    return failed(error, values)
  }
}

export async function submitContactPage(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  return submitEnquiry('contact-page', formData)
}

/** The request form of the home page's pricing (its message is optional). */
export async function submitRequestInfo(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  return submitEnquiry('modal', formData)
}

/** The request form of /work-with-us, which asks for a message. */
export async function submitWorkWithUsRequest(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  return submitEnquiry('modal', formData, { requireMessage: true })
}

export async function submitOnboarding(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  return submitEnquiry('onboarding', formData)
}

/** The waitlist: one answer for a new and an already listed address, as its endpoint gives. */
export async function joinWaitlist(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  const values = postedValues(formData)
  try {
    const { ip, tooLarge } = await requestContext(4 * 1024)
    await rateLimit(aiCheckRateLimit(), ip)
    if (tooLarge) throw new ApiError(413, 'The request is too large.')
    const input = parseWith(waitlistSchema, values)
    await addToWaitlist(input.name, input.email, ip)
    return { status: 'sent', values: {}, errors: {} }
  } catch (error) {
    return failed(error, values)
  }
}

/** "Email me when this changes" under the checker's results: the answer of its endpoint. */
export async function watchDomain(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  const values = postedValues(formData)
  try {
    const { ip, tooLarge } = await requestContext(4 * 1024)
    if (tooLarge) throw new ApiError(413, 'The request is too large.')
    await subscribeMonitor(values, ip)
    return { status: 'sent', values: { domain: values.domain ?? '' }, errors: {} }
  } catch (error) {
    return failed(error, values)
  }
}

/** What the login page says when it was posted without JavaScript. */
const LOGIN_NEEDS_JAVASCRIPT =
  'The dashboard needs JavaScript. Turn JavaScript on in your browser, then log in again.'

/**
 * The login posted without JavaScript. The dashboard cannot run without it, so the password is
 * not checked (nor counted against the lockout): the page answers with what to do instead.
 */
export async function loginWithoutScript(): Promise<FormActionState> {
  return { status: 'failed', values: {}, errors: {}, message: LOGIN_NEEDS_JAVASCRIPT }
}
