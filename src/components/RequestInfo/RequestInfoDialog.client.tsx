'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type React from 'react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/field'
import { FormField } from '@/components/ui/FormField'
import { contactInputs } from '@/components/ui/contactInputs'
import { TextField } from '@/components/ui/TextField'
import {
  requestInfoSchema,
  requestInfoWithMessageSchema,
  type RequestInfoData,
  type RequestInfoInput,
} from '@/lib/validation/contactMessage'

import type { RequestInfoVariant } from './messages'
import { toast } from '@/components/ui/toast'
import { sendContactMessage } from '@/lib/sendContactMessage'
import { HoneypotField } from '@/components/ui/HoneypotField'
import { RateLimitNotice } from '@/components/forms/RateLimitNotice'
import { rateLimitWait } from '@/lib/http/retryLater'
import { submitShown } from '@/components/forms/domFields'

export function RequestInfoDialog({
  open,
  onOpenChange,
  opener,
  planInterest,
  message,
  variant,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the modal: it gets the focus back when the modal closes. */
  opener: React.RefObject<HTMLElement | null>
  planInterest?: string
  message?: string
  variant: RequestInfoVariant
}) {
  const id = useId()
  const messageRequired = variant === 'work-with-us'
  // Refused for too many attempts: said beside the failure toast, with when to try again.
  const [limited, setLimited] = useState<{ retryAfter?: number } | undefined>()
  const defaultValues: RequestInfoInput = {
    name: '',
    email: '',
    company: '',
    planInterest: planInterest ?? '',
    message: message ?? '',
  }
  const methods = useForm<RequestInfoInput, unknown, RequestInfoData>({
    resolver: zodResolver(messageRequired ? requestInfoWithMessageSchema : requestInfoSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = methods

  const onSubmit = async (values: RequestInfoData, event?: React.BaseSyntheticEvent) => {
    try {
      await sendContactMessage('modal', values, event?.target)
      toast.success('Request sent!', {
        description: "We'll get back to you within 24 hours with more information.",
      })
      setLimited(undefined)
      onOpenChange(false)
      reset(defaultValues)
    } catch (error) {
      toast.error('Error', { description: 'Failed to send request. Please try again.' })
      setLimited(rateLimitWait(error))
    }
  }

  const fieldProps = (name: keyof RequestInfoInput) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // The button that loads this modal on demand is no Radix trigger, so Radix would leave the
        // focus on the page when the modal closes.
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus({ preventScroll: true })
        }}
        title="Request more info"
        description={
          planInterest ? (
            <>
              Tell us a little about you and we&apos;ll send details about{' '}
              <strong className="font-semibold text-ink-900">{planInterest}</strong>.
            </>
          ) : (
            "Tell us a little about you and we'll get back to you with more information."
          )
        }
      >
        <form noValidate onSubmit={submitShown(methods, onSubmit)} className="space-y-4">
          <input type="hidden" {...register('planInterest')} />
          <TextField {...fieldProps('name')} {...register('name')} {...contactInputs.name} />
          <TextField {...fieldProps('email')} {...register('email')} {...contactInputs.email} />
          <TextField
            {...fieldProps('company')}
            {...register('company')}
            {...contactInputs.company}
          />
          <FormField
            {...fieldProps('message')}
            label={messageRequired ? 'Message' : 'Message (Optional)'}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('message')}
                rows={4}
                required={messageRequired}
                placeholder="Tell us about your project and goals"
              />
            )}
          </FormField>
          <HoneypotField id={`${id}-website`} />
          {limited ? <RateLimitNotice retryAfter={limited.retryAfter} /> : null}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
