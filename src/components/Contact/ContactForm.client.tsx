'use client'

import Link from 'next/link'
import type React from 'react'
import { useActionState, useId, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button, buttonClasses } from '@/components/ui/button'
import { Select, Textarea } from '@/components/ui/field'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toast'
import { contactInputs } from '@/components/ui/contactInputs'
import { TextField } from '@/components/ui/TextField'
import { COMPANY_SIZES } from '@/lib/validation/contactFields'
import type { ContactPageData, ContactPageInput } from '@/lib/validation/contactMessage'
import { sendContactMessage } from '@/lib/sendContactMessage'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { submitContactPage } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import { RateLimitNotice } from '@/components/forms/RateLimitNotice'
import { rateLimitWait } from '@/lib/http/retryLater'
import { IDLE_FORM } from '@/components/forms/formState'
import { useEarlyForm } from '@/components/layout/early.client'
import { submitShown } from '@/components/forms/domFields'

/** The shared schema and its resolver load when the form first validates, not with the page. */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/contactMessage')])

const resolver: Resolver<ContactPageInput, unknown, ContactPageData> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { contactPageSchema }] = await loadValidation()
  return zodResolver(contactPageSchema)(values, context, options)
}

const EMPTY: ContactPageInput = {
  fullName: '',
  workEmail: '',
  company: '',
  // The select starts on its placeholder; the schema refuses it with 'Please select company size'.
  companySize: '' as ContactPageInput['companySize'],
  howDidYouHear: '',
  isAgency: false,
  message: '',
}

const FAILURE = { title: 'Failed to send message', text: 'Please try again or email us directly.' }

/**
 * The /contact form and its thank-you screen. Validation runs on submit
 * first, then on every change; the same schema checks the request on the server.
 * With JavaScript the form posts JSON to /api/contact-message itself; without, the browser
 * posts it to the page's server action, which answers with the errors and the typed values
 * or the thank-you screen.
 */
export function ContactForm({ hero, salesEmail }: { hero: React.ReactNode; salesEmail: string }) {
  const [posted, formAction] = useActionState(submitContactPage, IDLE_FORM)
  const [sent, setSent] = useState(posted.status === 'sent')
  // Refused for too many attempts: said beside the failure toast, with when to try again.
  const [limited, setLimited] = useState<{ retryAfter?: number } | undefined>()
  // No default values: the library would write them into the fields it is handed at hydration,
  // over what was typed before; it reads each field's value from the page instead.
  const methods = useForm<ContactPageInput, unknown, ContactPageData>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const {
    register,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = methods
  // A submit or typing before the script arrived is replayed once mounted.
  const form = useRef<HTMLFormElement>(null)
  const early = useId()
  useEarlyForm(early, form)
  // The server's verdict stands until the form is judged again in the browser.
  const serverVerdict = submitCount === 0 ? posted : IDLE_FORM

  const onSubmit = async (values: ContactPageData, event?: React.BaseSyntheticEvent) => {
    try {
      await sendContactMessage('contact-page', values, event?.target)
      toast.success('Message sent successfully!', {
        description: "We'll get back to you within 24 hours.",
      })
      reset(EMPTY)
      setLimited(undefined)
      setSent(true)
      window.scrollTo({ top: 0, behavior: 'instant' })
    } catch (error) {
      toast.error(FAILURE.title, { description: FAILURE.text })
      setLimited(rateLimitWait(error))
    }
  }

  if (sent) {
    return (
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink-950">Message Sent!</h1>
        <p className="mt-4 max-w-md text-lg text-pretty text-ink-600">
          Thank you for reaching out. Our team will review your message and get back to you within
          24 hours.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {/* A button that is a link underneath, so that it also leads back to an empty form
              without JavaScript. */}
          <Link
            href="/contact"
            role="button"
            className={buttonClasses('primary', 'lg')}
            onKeyDown={(event) => {
              // A link answers Enter only; a button answers the space bar too.
              if (event.key === ' ') {
                event.preventDefault()
                event.currentTarget.click()
              }
            }}
            onClick={(event) => {
              event.preventDefault()
              setSent(false)
            }}
          >
            Send Another Message
          </Link>
          <Link href="/" className={buttonClasses('outline', 'lg')}>
            Back to Home
          </Link>
        </div>
      </section>
    )
  }

  const fieldProps = (name: keyof ContactPageInput) => ({
    id: `contact-${name}`,
    error: errors[name]?.message ?? serverVerdict.errors[name],
  })
  // What the server rendered after a post without JavaScript: the values as they were typed.
  const typed = (name: keyof ContactPageInput) => ({ defaultValue: posted.values[name] ?? '' })

  return (
    <>
      {hero}
      <div className="container-page relative -mt-16 pb-24">
        <div className="mx-auto max-w-2xl rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-10">
          <h2 className="text-2xl font-bold tracking-tight text-ink-950">How can we help?</h2>
          <p className="mt-2 text-ink-600">
            Tell us about your business and what you want to achieve. We reply within 24 hours.
          </p>
          <form
            ref={form}
            data-early={early}
            noValidate
            action={formAction}
            onSubmit={submitShown(methods, onSubmit)}
            onFocus={() => void loadValidation()}
            className="mt-8 grid gap-5 sm:grid-cols-2"
          >
            <TextField
              {...fieldProps('fullName')}
              {...register('fullName')}
              {...typed('fullName')}
              {...contactInputs.name}
              label="Full name"
              placeholder="Jane Smith"
            />
            <TextField
              {...fieldProps('workEmail')}
              {...register('workEmail')}
              {...typed('workEmail')}
              {...contactInputs.email}
              label="Work email"
              placeholder="jane@company.com"
            />
            <TextField
              {...fieldProps('company')}
              {...register('company')}
              {...typed('company')}
              {...contactInputs.company}
            />
            <FormField {...fieldProps('companySize')} label="Company size">
              {(control) => (
                <div className="relative">
                  <Select {...control} {...register('companySize')} {...typed('companySize')}>
                    <option value="">Select company size</option>
                    {COMPANY_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size} employees
                      </option>
                    ))}
                  </Select>
                  <svg
                    aria-hidden
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </div>
              )}
            </FormField>
            <TextField
              {...fieldProps('howDidYouHear')}
              className="sm:col-span-2"
              label={
                <>
                  How did you hear about us?{' '}
                  <span className="font-normal text-ink-500">(Optional)</span>
                </>
              }
              {...register('howDidYouHear')}
              {...typed('howDidYouHear')}
              placeholder="Search, a friend, LinkedIn, a podcast..."
            />
            <FormField {...fieldProps('message')} className="sm:col-span-2" label="Message">
              {(control) => (
                <Textarea
                  {...control}
                  {...register('message')}
                  {...typed('message')}
                  rows={5}
                  placeholder="Tell us about your project, goals and timeline"
                />
              )}
            </FormField>
            <label className="flex items-start gap-3 text-sm text-ink-700 sm:col-span-2">
              <input
                type="checkbox"
                {...register('isAgency')}
                defaultChecked={posted.values.isAgency === 'on'}
                className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-brand-600"
              />
              <span>We are an agency looking to partner with you</span>
            </label>
            <HoneypotField id="contact-website" />
            {serverVerdict.status === 'failed' ? (
              <FormNotice tone="error" title={FAILURE.title} className="sm:col-span-2">
                {FAILURE.text}
              </FormNotice>
            ) : null}
            {(limited ?? serverVerdict.rateLimited) ? (
              <RateLimitNotice
                retryAfter={(limited ?? serverVerdict.rateLimited)?.retryAfter}
                className="sm:col-span-2"
              />
            ) : null}
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
                {isSubmitting ? 'Sending message...' : 'Send message'}
              </Button>
            </div>
          </form>
        </div>
        <p className="mt-8 text-center text-ink-600">
          Prefer email? Write to us at{' '}
          <a
            href={`mailto:${salesEmail}`}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {salesEmail}
          </a>
        </p>
      </div>
    </>
  )
}
