'use client'

import type React from 'react'
import { useState } from 'react'

import { useActionForm } from '@/components/forms/actionForm.client'
import { submitRequestInfo, submitWorkWithUsRequest } from '@/components/forms/actions'
import { Control } from '@/components/forms/Control'
import { failure } from '@/components/forms/failure'
import { FailureNotice } from '@/components/forms/FormNotice'
import { FORM_TOOLS } from '@/components/forms/tools'
import { Button } from '@/components/ui/button'
import { contactInputs } from '@/components/ui/contactInputs'
import { Textarea } from '@/components/ui/field'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { TextField } from '@/components/ui/TextField'

import type { RequestInfoVariant } from './messages'

/** The shared schemas load when the form is first focused or submitted, not with the page. */
const schemas = () => import('@/lib/validation/contactMessage')
const optionalMessage = () => schemas().then((m) => m.requestInfoSchema)
const requiredMessage = () => schemas().then((m) => m.requestInfoWithMessageSchema)

/**
 * The request-info form, in the modal and on its own page (/request-info, where the modal's
 * button leads without JavaScript). It is sent through its server action with and without
 * JavaScript (useActionForm). The work-with-us version requires a message.
 *
 * `done`, where given, replaces the form once it is sent (the page); without it the form says
 * 'Request sent!' in a toast and calls `onSent` (the modal closes).
 */
export function RequestInfoForm({
  planInterest,
  message,
  variant,
  cancel,
  done,
  onSent,
}: {
  planInterest?: string
  message?: string
  variant: RequestInfoVariant
  /** The secondary action, after 'Send request' in the page's and the keyboard's order. */
  cancel: React.ReactNode
  done?: React.ReactNode
  onSent?: () => void
}) {
  const messageRequired = variant === 'work-with-us'
  const [finished, setFinished] = useState(false)
  const { standing, pending, notice, form, field, id } = useActionForm({
    action: messageRequired ? submitWorkWithUsRequest : submitRequestInfo,
    schema: messageRequired ? requiredMessage : optionalMessage,
    tool: FORM_TOOLS.requestInfo,
    defaults: { planInterest: planInterest ?? '', message: message ?? '' },
    sent: done
      ? undefined
      : {
          title: 'Request sent!',
          text: "We'll get back to you within 24 hours with more information.",
        },
    failed: failure('Error', 'Failed to send request. Please try again.'),
    onSent: () => {
      setFinished(true)
      onSent?.()
    },
  })

  if (done && (finished || standing.status === 'sent')) return done

  const { error: _none, autoFocus: _never, ...plan } = field('planInterest')
  return (
    <form {...form} className="space-y-4">
      <TextField {...field('name')} {...contactInputs.name} required />
      <TextField {...field('email')} {...contactInputs.email} required />
      <TextField {...field('company')} {...contactInputs.company} />
      <Control field={field('message')} label={messageRequired ? 'Message' : 'Message (Optional)'}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            required={messageRequired}
            placeholder="Tell us about your project and goals"
          />
        )}
      </Control>
      <input type="hidden" {...plan} />
      <HoneypotField id={`${id}-website`} />
      <FailureNotice notice={notice} />
      {/* 'Send request' comes first in the page's order, so that Tab reaches it before Cancel;
          on a phone the two stack in that order, side by side from the left on a wider screen. */}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send request'}
        </Button>
        {cancel}
      </div>
    </form>
  )
}
