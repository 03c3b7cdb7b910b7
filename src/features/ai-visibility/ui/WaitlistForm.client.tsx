'use client'

import { useActionState, useId, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { joinWaitlist } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import { RateLimitNotice } from '@/components/forms/RateLimitNotice'
import { IDLE_FORM } from '@/components/forms/formState'
import { useEarlyForm } from '@/components/layout/early.client'
import { submitShown } from '@/components/forms/domFields'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { contactInputs } from '@/components/ui/contactInputs'
import { TextField } from '@/components/ui/TextField'
import { retryAfterSeconds } from '@/lib/http/retryLater'
import type { WaitlistInput } from '@/lib/validation/waitlist'
import { WAITLIST_MESSAGES } from '@/lib/validation/waitlistMessages'

import { WAITLIST_TEXT } from '../content'

/**
 * The shared schema and its resolver load when the form is first focused or validates, not
 * with the page; a submission before then waits for them, so it is judged the same way.
 */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/waitlist')])

const resolver: Resolver<WaitlistInput> = async (values, context, options) => {
  const [{ zodResolver }, { waitlistSchema }] = await loadValidation()
  return zodResolver(waitlistSchema)(values, context, options)
}

/**
 * The Clavius waitlist (toasts: 'Submitting...' 3 s, 'Notice' 5 s, 'Thanks for joining!' 5 s).
 * Without JavaScript the browser posts it to the page's server action, and the answers of the
 * toasts show above the form instead.
 */
export function WaitlistForm() {
  const [posted, formAction] = useActionState(joinWaitlist, IDLE_FORM)
  const typed = { name: posted.values.name ?? '', email: posted.values.email ?? '' }
  // No default values: the fields render `typed` themselves, and the library reads them from the
  // page rather than writing over what was typed before the script arrived.
  const methods = useForm<WaitlistInput>({ resolver, shouldFocusError: false })
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
  // Refused for too many attempts: said beside the toast, with when to try again.
  const [limited, setLimited] = useState<{ retryAfter?: number } | undefined>()

  const onSubmit = submitShown(methods, async (values: WaitlistInput) => {
    toast(WAITLIST_TEXT.submitting, { description: WAITLIST_TEXT.submittingDetail, duration: 3000 })
    try {
      const response = await fetch('/api/clavius-waitlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      })
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean
        message?: string
      } | null
      setLimited(
        response.status === 429
          ? { retryAfter: retryAfterSeconds(response.headers.get('retry-after')) }
          : undefined,
      )
      if (!response.ok) {
        toast.error(WAITLIST_TEXT.notice, {
          description: answer?.message || WAITLIST_TEXT.noticeFallback,
          duration: 5000,
        })
        return
      }
      // A repeat sign-up is a success too; say so rather than claim a new entry.
      const duplicate = answer?.message === WAITLIST_MESSAGES.duplicate
      toast.success(WAITLIST_TEXT.joined, {
        description: duplicate ? WAITLIST_MESSAGES.duplicate : WAITLIST_TEXT.joinedDetail,
        duration: 5000,
      })
      reset({ name: '', email: '' })
    } catch (error) {
      // A network exception is only logged; the visitor is shown nothing.
      console.error('Waitlist sign-up failed', error)
    }
  })

  return (
    <form
      ref={form}
      data-early={early}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      noValidate
      aria-label="Join the Clavius waitlist"
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      {serverVerdict.status === 'sent' ? (
        <FormNotice tone="success" title={WAITLIST_TEXT.joined} className="sm:col-span-3">
          {WAITLIST_TEXT.joinedDetail}
        </FormNotice>
      ) : serverVerdict.status === 'failed' ? (
        <FormNotice tone="error" title={WAITLIST_TEXT.notice} className="sm:col-span-3">
          {serverVerdict.message || WAITLIST_TEXT.noticeFallback}
        </FormNotice>
      ) : null}
      {(limited ?? serverVerdict.rateLimited) ? (
        <RateLimitNotice
          retryAfter={(limited ?? serverVerdict.rateLimited)?.retryAfter}
          className="sm:col-span-3"
        />
      ) : null}
      <TextField
        id="waitlist-name"
        error={errors.name?.message ?? serverVerdict.errors.name}
        defaultValue={typed.name}
        // After a post without JavaScript the browser scrolls the form, far down the page, into view.
        autoFocus={
          serverVerdict.status !== 'idle' &&
          (Boolean(serverVerdict.errors.name) || !serverVerdict.errors.email)
        }
        {...register('name')}
        {...contactInputs.name}
      />
      <TextField
        id="waitlist-email"
        error={errors.email?.message ?? serverVerdict.errors.email}
        defaultValue={typed.email}
        autoFocus={Boolean(serverVerdict.errors.email) && !serverVerdict.errors.name}
        {...register('email')}
        {...contactInputs.email}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="sm:mt-[1.875rem]">
        Join the waitlist
      </Button>
    </form>
  )
}
