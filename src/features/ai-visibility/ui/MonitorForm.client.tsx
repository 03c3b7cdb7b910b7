'use client'

import { useActionState, useState } from 'react'

import { watchDomain } from '@/components/forms/actions'
import { FormNotice } from '@/components/forms/FormNotice'
import { RateLimitNotice } from '@/components/forms/RateLimitNotice'
import { IDLE_FORM } from '@/components/forms/formState'
import { Button } from '@/components/ui/button'
import { contactInputs } from '@/components/ui/contactInputs'
import { TextField } from '@/components/ui/TextField'
import { AI_MONITOR_MESSAGES } from '@/lib/validation/aiMonitor'

/**
 * "Email me when this changes" under the results: weekly re-checks of the checked domain, after
 * the address confirms. Posted to its server action, with or without JavaScript; the answer is
 * the same for a new and a known address.
 */
export function MonitorForm({ domain }: { domain: string }) {
  const [state, formAction, pending] = useActionState(watchDomain, IDLE_FORM)
  // The server's verdict stands until the address is edited.
  const [editedAfter, setEditedAfter] = useState<typeof state | null>(null)
  const verdict = editedAfter === state ? IDLE_FORM : state
  const failure = verdict.status === 'failed' || verdict.status === 'invalid'
  const domainError = verdict.errors.domain

  return (
    <section
      aria-labelledby="monitor-title"
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="monitor-title" className="text-xl font-bold text-ink-900">
        Email me when this changes
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        We re-check <span className="font-semibold text-ink-800">{domain}</span> every week and
        email you when its score drops or an AI crawler gets refused. Unsubscribe in one click.
      </p>
      <form
        action={formAction}
        noValidate
        aria-label={`Email me when the AI visibility of ${domain} changes`}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <input type="hidden" name="domain" value={domain} />
        {verdict.status === 'sent' ? (
          <FormNotice tone="success" title="Almost done" className="sm:col-span-2">
            {AI_MONITOR_MESSAGES.accepted}
          </FormNotice>
        ) : failure && (state.message || domainError) ? (
          <FormNotice tone="error" title="Could not sign you up" className="sm:col-span-2">
            {domainError ?? verdict.message}
          </FormNotice>
        ) : null}
        {verdict.rateLimited ? (
          <RateLimitNotice retryAfter={verdict.rateLimited.retryAfter} className="sm:col-span-2" />
        ) : null}
        <TextField
          id="monitor-email"
          name="email"
          error={verdict.errors.email}
          defaultValue={state.status === 'sent' ? '' : (state.values.email ?? '')}
          onChange={() => setEditedAfter(state)}
          required
          {...contactInputs.email}
        />
        <Button type="submit" size="lg" disabled={pending} className="sm:mt-[1.875rem]">
          {pending ? 'Sending...' : 'Email me'}
        </Button>
      </form>
    </section>
  )
}
