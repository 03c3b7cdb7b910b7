'use client'

import Link from 'next/link'
import type React from 'react'
import { useActionState, useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { Button, buttonClasses } from '@/components/ui/button'
import { FieldError, Textarea } from '@/components/ui/field'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toast'
import { contactInputs } from '@/components/ui/contactInputs'
import { TextField } from '@/components/ui/TextField'
import { cn } from '@/lib/cn'
import {
  BUILD_TYPES,
  ONBOARDING_PLAN_INTEREST,
  type BuildType,
} from '@/lib/validation/contactFields'
import type { OnboardingData, OnboardingInput } from '@/lib/validation/contactMessage'

import { BUILD_TYPE_OPTIONS } from './buildTypes'
import { sendContactMessage } from '@/lib/sendContactMessage'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { submitOnboarding } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import { RateLimitNotice } from '@/components/forms/RateLimitNotice'
import { rateLimitWait } from '@/lib/http/retryLater'
import { IDLE_FORM } from '@/components/forms/formState'
import { useEarlyForm } from '@/components/layout/early.client'
import { submitShown } from '@/components/forms/domFields'

/**
 * The shared schema and its resolver load when the form is first focused or validates, not
 * with the page; a submission before then waits for them, so it is judged the same way.
 */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/contactMessage')])

const resolver: Resolver<OnboardingInput, unknown, OnboardingData> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { onboardingSchema }] = await loadValidation()
  return zodResolver(onboardingSchema)(values, context, options)
}

const isBuildType = (value: string | undefined): value is BuildType =>
  (BUILD_TYPES as readonly (string | undefined)[]).includes(value)

/**
 * The onboarding step: a short form stored as a ContactMessage with source 'onboarding'. With
 * JavaScript it posts JSON to /api/contact-message; without, the browser posts it to the page's
 * server action, which answers with the errors and the typed values or the confirmation.
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
  const id = useId()
  const [posted, formAction] = useActionState(submitOnboarding, IDLE_FORM)
  const [sent, setSent] = useState<{ name: string; interest: string } | null>(() =>
    posted.status === 'sent'
      ? {
          name: firstName(posted.values.fullName ?? ''),
          interest: isBuildType(posted.values.buildType)
            ? ONBOARDING_PLAN_INTEREST[posted.values.buildType]
            : 'General',
        }
      : null,
  )
  const confirmationRef = useRef<HTMLHeadingElement>(null)
  const defaultValues: OnboardingInput = {
    fullName: '',
    workEmail: '',
    company: '',
    buildType: initialType,
    details: '',
  }
  const typedValues = posted.status === 'sent' ? {} : posted.values
  const checkedType = isBuildType(typedValues.buildType) ? typedValues.buildType : initialType
  // Only the choice has a default (the highlighted card reads it): the library would write text
  // defaults into the fields at hydration, over what was typed before; it reads them instead.
  const methods = useForm<OnboardingInput, unknown, OnboardingData>({
    resolver,
    defaultValues: { buildType: checkedType },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = methods
  // A submit or typing before the script arrived is replayed once mounted.
  const form = useRef<HTMLFormElement>(null)
  useEarlyForm(`${id}-form`, form)
  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])
  const selected = useWatch({ control, name: 'buildType' })
  // The server's verdict stands until the form is judged again in the browser.
  const serverVerdict = submitCount === 0 ? posted : IDLE_FORM
  // Refused for too many attempts: said beside the failure toast, with when to try again.
  const [limited, setLimited] = useState<{ retryAfter?: number } | undefined>()
  const typed = (name: keyof OnboardingInput) => ({ defaultValue: typedValues[name] ?? '' })

  const onSubmit = async (values: OnboardingData, event?: React.BaseSyntheticEvent) => {
    try {
      await sendContactMessage('onboarding', values, event?.target)
      toast.success('Request sent!', {
        description: `We'll get back to you within ${replyWithinHours} hours with your next steps.`,
      })
      setSent({
        name: firstName(values.fullName),
        interest: ONBOARDING_PLAN_INTEREST[values.buildType],
      })
      reset(defaultValues)
      setLimited(undefined)
    } catch (error) {
      toast.error('Error', { description: 'Failed to send request. Please try again.' })
      setLimited(rateLimitWait(error))
    }
  }

  if (sent) {
    return (
      <div className="text-center" role="status">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
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

  const fieldProps = (name: keyof OnboardingInput) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message ?? serverVerdict.errors[name],
  })

  return (
    <form
      ref={form}
      data-early={`${id}-form`}
      noValidate
      action={formAction}
      onSubmit={submitShown(methods, onSubmit)}
      onFocus={() => void loadValidation()}
      className="space-y-6"
      aria-label="Onboarding"
    >
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-ink-800">
          What would you like to build?
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {BUILD_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                selected === type
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-ink-200 bg-white hover:border-ink-300',
              )}
            >
              <input
                type="radio"
                value={type}
                {...register('buildType')}
                defaultChecked={type === checkedType}
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
        <FieldError
          id={`${id}-buildType-error`}
          message={errors.buildType?.message ?? serverVerdict.errors.buildType}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...fieldProps('fullName')}
          {...register('fullName')}
          {...typed('fullName')}
          {...contactInputs.name}
          label="Full name"
        />
        <TextField
          {...fieldProps('workEmail')}
          {...register('workEmail')}
          {...typed('workEmail')}
          {...contactInputs.email}
          label="Work email"
        />
      </div>
      <TextField
        {...fieldProps('company')}
        {...register('company')}
        {...typed('company')}
        {...contactInputs.company}
      />
      <FormField {...fieldProps('details')} label="Details (Optional)">
        {(control) => (
          <Textarea
            {...control}
            {...register('details')}
            {...typed('details')}
            rows={4}
            placeholder="What should it do, who will use it, and by when?"
          />
        )}
      </FormField>
      <HoneypotField id={`${id}-website`} />
      {serverVerdict.status === 'failed' ? (
        <FormNotice tone="error" title="Error">
          Failed to send request. Please try again.
        </FormNotice>
      ) : null}
      {(limited ?? serverVerdict.rateLimited) ? (
        <RateLimitNotice retryAfter={(limited ?? serverVerdict.rateLimited)?.retryAfter} />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Start my project'}
      </Button>
    </form>
  )
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName
}
