'use client'

import type React from 'react'
import { useActionState, useId, useRef, useState } from 'react'
import type { ZodType } from 'zod'

import { useEarlyForm } from '@/components/layout/earlyForm.client'
import { replacing, toast } from '@/components/ui/toast'

import { showFirstInvalid } from './domFields'
import type { Say } from './failure'
import {
  IDLE_FORM,
  isReactEntry,
  postedValues,
  type FormAction,
  type FormActionState,
} from './formState'
import type { FormTool } from './tools'

/** What `field(name)` gives a control: its id, name, reason, first value and agent description. */
export type FieldProps = {
  id: string
  name: string
  error?: string
  defaultValue: string
  autoFocus?: true
  toolparamdescription?: string
}

type Options = {
  /** The server action: the one the browser posts to without JavaScript, and the one sent here. */
  action: FormAction
  /** The form's zod schema, loaded when the form is first focused or submitted. */
  schema: () => Promise<ZodType>
  /** The form as a WebMCP tool; its name also names the form's toasts. */
  tool: FormTool
  /** The posted text as the schema takes it (a ticked checkbox posts 'on'). */
  input?: (values: Record<string, string>) => Record<string, unknown>
  /** What a field shows before anything was posted (a prefilled message). */
  defaults?: Record<string, string>
  sending?: Say
  /** The toast once the server took the form; without it the form shows its own success. */
  sent?: Say
  failed: (state: FormActionState) => Say
  /** A send that never reached the server is only logged (the waitlist shows nothing then). */
  quietWhenUnreachable?: boolean
  /** The server took the form (sent with JavaScript): show the outcome, reset or close. */
  onSent?: (state: FormActionState, form: HTMLFormElement) => void
}

/**
 * One path for the site's forms. Without JavaScript the browser posts the form to its server
 * action (React's `<form action>`), and the page comes back with `posted`: the reasons beside
 * the fields and the typed values, a notice, or the form's success. With JavaScript the same
 * action is called from here: the form is judged first with the same zod schema (on submit,
 * then again on each change), and the answer shows as the spec's toasts.
 *
 * The fields are uncontrolled and the page's own inputs hold what was typed, so nothing typed
 * before the scripts arrived is written over; a submit held before then is replayed once the
 * form is mounted (`useEarlyForm`). Each toast replaces the form's last one.
 */
export function useActionForm(options: Options) {
  const { action, tool, failed } = options
  const [posted, formAction] = useActionState(action, IDLE_FORM)
  // The browser's own verdict, once it has judged the form; until then the server's stands.
  const [verdict, setVerdict] = useState<Record<string, string> | null>(null)
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const live = useRef(false)
  const ref = useRef<HTMLFormElement>(null)
  const early = useId()
  useEarlyForm(early, ref)

  const errors = verdict ?? posted.errors
  // The answer of a post without JavaScript, until the form is judged again in the browser.
  const standing = verdict === null ? posted : IDLE_FORM
  const notice = standing.status === 'failed' ? failed(standing) : undefined

  async function judge(values: Record<string, string>): Promise<Record<string, string>> {
    // A schema that cannot load (the network dropped) leaves the judging to the server.
    const schema = await options.schema().catch(() => null)
    const result = schema?.safeParse(options.input ? options.input(values) : values)
    const found: Record<string, string> = {}
    for (const issue of result?.error?.issues ?? [])
      found[issue.path.join('.') || '_'] ??= issue.message
    return found
  }

  function say(kind: 'message' | 'success' | 'error', { title, text, duration }: Say) {
    const data = replacing(tool.name, { description: text, duration })
    if (kind === 'message') toast(title, data)
    else toast[kind](title, data)
  }

  function settle(answer: FormActionState, form: HTMLFormElement) {
    if (answer.status === 'sent') {
      live.current = false
      setVerdict({})
      if (options.sent) say('success', options.sent)
      options.onSent?.(answer, form)
      return
    }
    setVerdict(answer.errors)
    say('error', failed(answer))
    if (answer.status === 'invalid') showFirstInvalid(form, Object.keys(answer.errors))
  }

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form)
    for (const name of [...data.keys()]) if (isReactEntry(name)) data.delete(name)
    const found = await judge(postedValues(data))
    live.current = true
    setVerdict(found)
    if (Object.keys(found).length > 0) return showFirstInvalid(form, Object.keys(found))
    setPending(true)
    if (options.sending) say('message', options.sending)
    let answer: FormActionState
    try {
      answer = await action(IDLE_FORM, data)
    } catch (error) {
      console.error(`The form ${tool.name} could not be sent`, error)
      if (options.quietWhenUnreachable) return
      answer = { ...IDLE_FORM, status: 'failed' }
    }
    settle(answer, form)
  }

  const form = {
    ref,
    'data-early': early,
    action: formAction,
    noValidate: true,
    toolname: tool.name,
    tooldescription: tool.description,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault()
      if (busy.current) return
      busy.current = true
      void submit(event.currentTarget).finally(() => {
        busy.current = false
        setPending(false)
      })
    },
    // After the first submit, each change judges the form again.
    onChange(event: React.FormEvent<HTMLFormElement>) {
      if (!live.current) return
      void judge(postedValues(new FormData(event.currentTarget))).then((found) => {
        if (live.current) setVerdict(found)
      })
    },
    onFocus: () => void options.schema().catch(() => {}),
  }

  // After a post without JavaScript the first refused field (or, when the whole form failed,
  // the first field) takes the focus, which also scrolls the form into view. The tool lists the
  // fields in the form's order.
  const order = Object.keys(tool.params)
  const focused =
    standing.status === 'failed'
      ? order[0]
      : standing.status === 'invalid'
        ? order.find((name) => standing.errors[name])
        : undefined
  function field(name: string): FieldProps {
    return {
      id: `${early}-${name}`,
      name,
      error: errors[name],
      defaultValue: posted.values[name] ?? options.defaults?.[name] ?? '',
      autoFocus: name === focused ? true : undefined,
      toolparamdescription: (tool.params as Record<string, string | undefined>)[name],
    }
  }

  return { posted, standing, pending, notice, form, field, id: early }
}
