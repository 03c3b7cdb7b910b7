'use client'

import Link from 'next/link'
import { useActionState, useEffect, useId, useRef } from 'react'

import { submitRequestInfo } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import { RateLimitNotice } from '@/components/forms/RateLimitNotice'
import { IDLE_FORM } from '@/components/forms/formState'
import { useEarlyForm } from '@/components/layout/early.client'
import { showFirstInvalid } from '@/components/forms/domFields'
import { Button, buttonClasses } from '@/components/ui/button'
import { contactInputs } from '@/components/ui/contactInputs'
import { Textarea } from '@/components/ui/field'
import { FormField } from '@/components/ui/FormField'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { TextField } from '@/components/ui/TextField'

import type { RequestInfoVariant } from './messages'

/**
 * The request form on a page of its own: where 'Request more info' leads without JavaScript.
 * It posts to a server action, which validates with the modal's schema and stores the request
 * as the modal's JSON request would; the answer is this page with the reasons beside the fields
 * and the typed values, or the modal's success message.
 */
export function RequestInfoPageForm({
  planInterest,
  message,
  variant,
}: {
  planInterest?: string
  message?: string
  variant: RequestInfoVariant
}) {
  const id = useId()
  const [posted, formAction, pending] = useActionState(submitRequestInfo, IDLE_FORM)
  // A submit or typing before the script arrived is replayed once mounted.
  const form = useRef<HTMLFormElement>(null)
  useEarlyForm(`${id}-form`, form)
  // The server's reasons, once shown: the first refused field is brought into view.
  useEffect(() => {
    if (posted.status === 'invalid') showFirstInvalid(form.current, Object.keys(posted.errors))
  }, [posted])
  const messageRequired = variant === 'work-with-us'
  const back =
    variant === 'work-with-us'
      ? { href: '/work-with-us', label: 'Back to Work with us' }
      : { href: '/', label: 'Back to Home' }

  if (posted.status === 'sent') {
    return (
      <div role="status" className="text-center">
        <h2 className="text-2xl font-bold text-ink-950">Request sent!</h2>
        <p className="mt-3 text-ink-600">
          We&apos;ll get back to you within 24 hours with more information.
        </p>
        <Link href={back.href} className={buttonClasses('primary', 'md', 'mt-8')}>
          {back.label}
        </Link>
      </div>
    )
  }

  const values = { planInterest: planInterest ?? '', message: message ?? '', ...posted.values }
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    error: posted.errors[name],
    defaultValue: values[name as keyof typeof values] ?? '',
  })

  return (
    <form ref={form} data-early={`${id}-form`} noValidate action={formAction} className="space-y-4">
      <input type="hidden" name="planInterest" value={values.planInterest} />
      <input type="hidden" name="variant" value={variant} />
      <TextField {...field('name')} {...contactInputs.name} />
      <TextField {...field('email')} {...contactInputs.email} />
      <TextField {...field('company')} {...contactInputs.company} />
      <FormField
        id={`${id}-message`}
        error={posted.errors.message}
        label={messageRequired ? 'Message' : 'Message (Optional)'}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            defaultValue={values.message}
            rows={4}
            required={messageRequired}
            placeholder="Tell us about your project and goals"
          />
        )}
      </FormField>
      <HoneypotField id={`${id}-website`} />
      {posted.status === 'failed' ? (
        <FormNotice tone="error" title="Error">
          Failed to send request. Please try again.
        </FormNotice>
      ) : null}
      {posted.rateLimited ? <RateLimitNotice retryAfter={posted.rateLimited.retryAfter} /> : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link href={back.href} className={buttonClasses('outline')}>
          Cancel
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send request'}
        </Button>
      </div>
    </form>
  )
}
