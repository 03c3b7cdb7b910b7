'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { useActionForm } from '@/components/forms/actionForm.client'
import { submitOnboarding } from '@/components/forms/actions'
import { Control } from '@/components/forms/Control'
import { failure } from '@/components/forms/failure'
import { FailureNotice } from '@/components/forms/FormNotice'
import type { FormActionState } from '@/components/forms/formState'
import { SentMark } from '@/components/forms/SentMark'
import { FORM_TOOLS } from '@/components/forms/tools'
import { Button, buttonClasses } from '@/components/ui/button'
import { contactInputs } from '@/components/ui/contactInputs'
import { FieldError, Textarea } from '@/components/ui/field'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { TextField } from '@/components/ui/TextField'
import {
  BUILD_TYPES,
  ONBOARDING_PLAN_INTEREST,
  type BuildType,
} from '@/lib/validation/contactFields'

import { BUILD_TYPE_OPTIONS } from './buildTypes'

/** The shared schema loads when the form is first focused or submitted, not with the page. */
const schema = () => import('@/lib/validation/contactMessage').then((m) => m.onboardingSchema)

const isBuildType = (value: string | undefined): value is BuildType =>
  (BUILD_TYPES as readonly (string | undefined)[]).includes(value)

/** Whom the confirmation greets, and what it names, from the server's answer. */
function confirmation({ values }: FormActionState) {
  return {
    name: firstName(values.fullName ?? ''),
    interest: isBuildType(values.buildType)
      ? ONBOARDING_PLAN_INTEREST[values.buildType]
      : 'General',
  }
}

/**
 * The onboarding step: a short form stored as a ContactMessage with source 'onboarding', sent
 * through its server action with and without JavaScript (useActionForm); the answer is the
 * confirmation, or the reasons beside the fields with what was typed.
 */
export function OnboardingForm({
  initialType,
  schedulingUrl,
  replyWithinHours,
}: {
  initialType: BuildType
  schedulingUrl: string
  replyWithinHours: number
}) {
  const { posted, pending, notice, form, field, id } = useActionForm({
    action: submitOnboarding,
    schema,
    tool: FORM_TOOLS.onboarding,
    sent: {
      title: 'Request sent!',
      text: `We'll get back to you within ${replyWithinHours} hours with your next steps.`,
    },
    failed: failure('Error', 'Failed to send request. Please try again.'),
    onSent: (answer) => setSent(confirmation(answer)),
  })
  const [sent, setSent] = useState(() => (posted.status === 'sent' ? confirmation(posted) : null))
  const confirmationRef = useRef<HTMLHeadingElement>(null)
  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])
  const postedType = posted.values.buildType
  const checkedType = isBuildType(postedType) ? postedType : initialType
  const choice = field('buildType')

  if (sent) {
    return (
      <div className="text-center" role="status">
        <SentMark className="mx-auto" />
        <h2
          ref={confirmationRef}
          tabIndex={-1}
          className="mt-6 text-3xl font-bold text-ink-950 focus:outline-none"
        >
          You&apos;re all set, {sent.name}!
        </h2>
        <p className="mx-auto mt-4 max-w-md text-ink-600">
          We have your {sent.interest === 'General' ? 'enquiry' : `${sent.interest} request`}. Our
          team will review it and reply within {replyWithinHours} hours with next steps. Want to
          move faster? Book a 30-minute call now.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary')}
          >
            Book a call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link href="/" className={buttonClasses('outline')}>
            Back to Home
          </Link>
        </div>
      </div>
    )
  }

  return (
    <form {...form} className="space-y-6" aria-label="Onboarding">
      <fieldset aria-describedby={choice.error ? `${choice.id}-error` : undefined}>
        <legend className="mb-3 text-sm font-medium text-ink-800">
          What would you like to build?
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {BUILD_TYPES.map((type) => (
            // The chosen card is highlighted by CSS (:has(:checked)), with or without JavaScript.
            <label
              key={type}
              className="relative flex cursor-pointer gap-3 rounded-xl border border-ink-200 bg-white p-4 transition-colors hover:border-ink-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="buildType"
                value={type}
                required
                defaultChecked={type === checkedType}
                autoFocus={type === checkedType ? choice.autoFocus : undefined}
                toolparamdescription={choice.toolparamdescription}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-semibold text-ink-950">
                  {BUILD_TYPE_OPTIONS[type].label}
                </span>
                <span className="mt-1 block text-sm text-ink-600">
                  {BUILD_TYPE_OPTIONS[type].description}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${choice.id}-error`} message={choice.error} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('fullName')} {...contactInputs.name} label="Full name" required />
        <TextField {...field('workEmail')} {...contactInputs.email} label="Work email" required />
      </div>
      <TextField {...field('company')} {...contactInputs.company} required />
      <Control field={field('details')} label="Details (Optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="What should it do, who will use it, and by when?"
          />
        )}
      </Control>
      <HoneypotField id={`${id}-website`} />
      <FailureNotice notice={notice} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Start my project'}
      </Button>
    </form>
  )
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName
}
