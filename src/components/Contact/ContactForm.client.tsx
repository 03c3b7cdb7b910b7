'use client'

import Link from 'next/link'
import type React from 'react'
import { useState } from 'react'

import { useActionForm } from '@/components/forms/actionForm.client'
import { submitContactPage } from '@/components/forms/actions'
import { Control } from '@/components/forms/Control'
import { failure } from '@/components/forms/failure'
import { FailureNotice } from '@/components/forms/FormNotice'
import { contactPageInput } from '@/components/forms/formState'
import { SentMark } from '@/components/forms/SentMark'
import { FORM_TOOLS } from '@/components/forms/tools'
import { Button, buttonClasses } from '@/components/ui/button'
import { contactInputs } from '@/components/ui/contactInputs'
import { Select, Textarea } from '@/components/ui/field'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { TextField } from '@/components/ui/TextField'
import { COMPANY_SIZES } from '@/lib/validation/contactFields'

/** The shared schema loads when the form is first focused or submitted, not with the page. */
const schema = () => import('@/lib/validation/contactMessage').then((m) => m.contactPageSchema)

/**
 * The /contact form and its thank-you screen, sent through its server action with and without
 * JavaScript (useActionForm). Validation runs on submit first, then on every change; the same
 * schema checks the message on the server.
 */
export function ContactForm({ hero, salesEmail }: { hero: React.ReactNode; salesEmail: string }) {
  const { posted, pending, notice, form, field } = useActionForm({
    action: submitContactPage,
    schema,
    tool: FORM_TOOLS.contact,
    input: contactPageInput,
    sent: { title: 'Message sent successfully!', text: "We'll get back to you within 24 hours." },
    failed: failure('Failed to send message', 'Please try again or email us directly.'),
    onSent: () => {
      setSent(true)
      window.scrollTo({ top: 0, behavior: 'instant' })
    },
  })
  const [sent, setSent] = useState(posted.status === 'sent')

  if (sent) {
    return (
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <SentMark />
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

  return (
    <>
      {hero}
      <div className="container-page relative -mt-16 pb-24">
        <div className="mx-auto max-w-2xl rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-10">
          <h2 className="text-2xl font-bold tracking-tight text-ink-950">How can we help?</h2>
          <p className="mt-2 text-ink-600">
            Tell us about your business and what you want to achieve. We reply within 24 hours.
          </p>
          <form {...form} className="mt-8 grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('fullName')}
              {...contactInputs.name}
              label="Full name"
              required
              placeholder="Jane Smith"
            />
            <TextField
              {...field('workEmail')}
              {...contactInputs.email}
              label="Work email"
              required
              placeholder="jane@company.com"
            />
            <TextField {...field('company')} {...contactInputs.company} required />
            <Control field={field('companySize')} label="Company size">
              {(control) => (
                <div className="relative">
                  <Select {...control} required>
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
            </Control>
            <TextField
              {...field('howDidYouHear')}
              className="sm:col-span-2"
              label={
                <>
                  How did you hear about us?{' '}
                  <span className="font-normal text-ink-500">(Optional)</span>
                </>
              }
              placeholder="Search, a friend, LinkedIn, a podcast..."
            />
            <Control field={field('message')} className="sm:col-span-2" label="Message">
              {(control) => (
                <Textarea
                  {...control}
                  required
                  rows={5}
                  placeholder="Tell us about your project, goals and timeline"
                />
              )}
            </Control>
            <label className="flex items-start gap-3 text-sm text-ink-700 sm:col-span-2">
              <input
                type="checkbox"
                name="isAgency"
                defaultChecked={posted.values.isAgency === 'on'}
                toolparamdescription={FORM_TOOLS.contact.params.isAgency}
                className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-brand-600"
              />
              <span>We are an agency looking to partner with you</span>
            </label>
            <HoneypotField id="contact-website" />
            <FailureNotice notice={notice} className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" disabled={pending} className="w-full">
                {pending ? 'Sending message...' : 'Send message'}
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
