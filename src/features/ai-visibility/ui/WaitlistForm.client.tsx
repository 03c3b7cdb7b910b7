'use client'

import { useActionForm } from '@/components/forms/actionForm.client'
import { joinWaitlist } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import type { FormActionState } from '@/components/forms/formState'
import { FORM_TOOLS } from '@/components/forms/tools'
import { Button } from '@/components/ui/button'
import { contactInputs } from '@/components/ui/contactInputs'
import { TextField } from '@/components/ui/TextField'

import { WAITLIST_TEXT } from '../content'

/** The shared schema loads when the form is first focused or submitted, not with the page. */
const schema = () => import('@/lib/validation/waitlist').then((m) => m.waitlistSchema)

/** 'Notice' with the server's words (a refusal for too many attempts says when to come back). */
const refused = (state: FormActionState) => ({
  title: WAITLIST_TEXT.notice,
  text: state.message || WAITLIST_TEXT.noticeFallback,
  duration: 5000,
})

/**
 * The Clavius waitlist (toasts: 'Submitting...' 3 s, 'Notice' 5 s, 'Thanks for joining!' 5 s),
 * sent through its server action with and without JavaScript (useActionForm). Without
 * JavaScript the answers of the toasts show above the form instead.
 */
export function WaitlistForm() {
  const { standing, pending, notice, form, field } = useActionForm({
    action: joinWaitlist,
    schema,
    tool: FORM_TOOLS.waitlist,
    sending: {
      title: WAITLIST_TEXT.submitting,
      text: WAITLIST_TEXT.submittingDetail,
      duration: 3000,
    },
    sent: { title: WAITLIST_TEXT.joined, text: WAITLIST_TEXT.joinedDetail, duration: 5000 },
    failed: refused,
    // A send that never reached the server is only logged; the visitor is shown nothing.
    quietWhenUnreachable: true,
    onSent: (_answer, element) => element.reset(),
  })
  const shown =
    standing.status === 'sent'
      ? { tone: 'success' as const, title: WAITLIST_TEXT.joined, text: WAITLIST_TEXT.joinedDetail }
      : notice && { tone: 'error' as const, ...notice }

  return (
    <form
      {...form}
      aria-label="Join the Clavius waitlist"
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      {shown ? (
        <FormNotice tone={shown.tone} title={shown.title} className="sm:col-span-3">
          {shown.text}
        </FormNotice>
      ) : null}
      <TextField {...field('name')} {...contactInputs.name} required />
      <TextField {...field('email')} {...contactInputs.email} required />
      <Button type="submit" size="lg" disabled={pending} className="sm:mt-[1.875rem]">
        Join the waitlist
      </Button>
    </form>
  )
}
