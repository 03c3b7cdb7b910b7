'use client'

import { useState } from 'react'

import { Select } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { Spinner } from '@/components/ui/icons'

import { formatMessageDate } from './format'
import { InboxIcon } from './icons'
import { TOASTS } from './messages'
import { apiRequest, describeError } from './request'
import { LoadingBlock } from './LoadingBlock'
import {
  COMPANY_NOT_PROVIDED,
  MESSAGE_STATUSES,
  type AdminMessage,
  type MessageStatus,
} from '@/lib/dto/admin'

const STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  contacted: 'Contacted',
  completed: 'Completed',
}

const STATUS_DOT: Record<MessageStatus, string> = {
  new: 'bg-brand-500',
  reviewed: 'bg-amber-500',
  contacted: 'bg-sky-500',
  completed: 'bg-emerald-500',
}

/** The messages tab. */
export function MessagesPanel({
  messages,
  reload,
}: {
  messages: AdminMessage[] | null
  reload: () => Promise<void>
}) {
  return (
    <section aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-semibold text-ink-950">
          Contact Messages
        </h2>
        {messages ? (
          <p className="text-sm text-ink-500">
            Total: <span className="font-semibold text-ink-900">{messages.length}</span>
          </p>
        ) : null}
      </div>

      {messages === null ? (
        <LoadingBlock label="Loading messages..." />
      ) : messages.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
          <div className="mx-auto grid size-12 place-items-center rounded-full bg-ink-50 text-ink-400">
            <InboxIcon className="size-6" />
          </div>
          <p className="mt-4 font-semibold text-ink-900">No contact messages yet</p>
          <p className="mx-auto mt-1.5 max-w-sm text-sm text-ink-500">
            Messages sent through the &lsquo;Request more info&rsquo; form will appear here.
          </p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 lg:grid-cols-2">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} reload={reload} />
          ))}
        </ul>
      )}
    </section>
  )
}

function MessageCard({ message, reload }: { message: AdminMessage; reload: () => Promise<void> }) {
  const [saving, setSaving] = useState(false)
  const selectId = `status-${message.id}`

  const changeStatus = async (status: MessageStatus) => {
    setSaving(true)
    try {
      await apiRequest(`/api/admin/contact-messages/${message.id}`, {
        method: 'PATCH',
        body: { status },
      })
      toast.success(TOASTS.statusUpdated)
      await reload()
    } catch (error) {
      toast.error(TOASTS.statusFailed, { description: describeError(error) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <li
      data-testid="admin-message"
      className="flex flex-col rounded-card border border-ink-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-ink-950">{message.fullName}</h3>
          <a
            href={`mailto:${message.workEmail}`}
            className="break-all text-sm text-brand-700 underline-offset-2 hover:underline"
          >
            {message.workEmail}
          </a>
          {message.company !== COMPANY_NOT_PROVIDED ? (
            <p className="text-sm text-ink-600">{message.company}</p>
          ) : null}
        </div>
        {message.planInterest ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-100">
            {message.planInterest} Plan
          </span>
        ) : null}
      </div>

      {message.notificationFailed ? (
        <p
          data-testid="notification-failed"
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-snug text-amber-900 ring-1 ring-inset ring-amber-200"
        >
          <span aria-hidden="true" className="mt-0.5 size-2 shrink-0 rounded-full bg-amber-500" />
          <span>
            <span className="font-semibold">Team email not sent.</span> Every attempt to notify the
            team about this message failed; reply from here.
          </span>
        </p>
      ) : null}

      <p className="mt-3 flex-1 whitespace-pre-line break-words text-sm leading-relaxed text-ink-700">
        {message.message}
      </p>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-3">
        <p className="text-xs text-ink-500">{formatMessageDate(message.createdAt)}</p>
        <div className="flex items-center gap-2">
          {saving ? <Spinner className="text-ink-400" /> : null}
          <label htmlFor={selectId} className="sr-only">
            Status for {message.fullName}
          </label>
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', STATUS_DOT[message.status])}
          />
          <Select
            id={selectId}
            value={message.status}
            disabled={saving}
            onChange={(event) => void changeStatus(event.target.value as MessageStatus)}
            className="h-9 w-36 rounded-full bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat py-0 pl-3.5 pr-8 text-sm"
            style={{ backgroundImage: CHEVRON }}
          >
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </li>
  )
}

// The Select primitive hides the native arrow (appearance-none); this draws one back.
const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235f6787' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`
