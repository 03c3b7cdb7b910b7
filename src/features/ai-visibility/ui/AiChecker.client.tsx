'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { useEarlyForm } from '@/components/layout/earlyForm.client'
import { Button } from '@/components/ui/button'
import { Input, Label } from '@/components/ui/field'
import { Spinner } from '@/components/ui/icons'
import { toast } from '@/components/ui/toast'
import { RequestFailed, rateLimitWait, retryAfterSeconds } from '@/lib/http/retryLater'

import type { CheckAnswer } from '../check'
import { CHECKER_TEXT } from '../content'
import { ErrorPanel, PendingPanel } from './CheckStates'

// The schema loads when the form is first focused or submitted, and the results view when a
// check starts: neither is needed to show the form.
const loadSchema = () => import('@/lib/validation/aiCheck')
const loadResultView = () => import('./ResultView.client')
const loadNormalizer = () => import('../answer')
const ResultView = dynamic(() => loadResultView().then((m) => m.ResultView), { ssr: false })

type CheckState =
  | { status: 'idle' }
  | { status: 'pending'; domain: string }
  | { status: 'error'; domain: string; message: string; limited?: { retryAfter?: number } }
  | { status: 'success'; domain: string; result: CheckAnswer }

type Answer = { success?: boolean; message?: string; result?: unknown }

async function requestCheck(domain: string, refresh: boolean): Promise<CheckAnswer> {
  let response: Response
  try {
    response = await fetch('/api/ai-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refresh ? { domain, refresh } : { domain }),
    })
  } catch {
    throw new Error(CHECKER_TEXT.failedToast)
  }
  const answer = (await response.json().catch(() => null)) as Answer | null
  // A non-OK answer, or success false, makes its message the error.
  if (!response.ok || !answer?.success || !answer.result) {
    throw new RequestFailed(
      answer?.message || CHECKER_TEXT.failedToast,
      response.status,
      retryAfterSeconds(response.headers.get('retry-after')),
    )
  }
  // Read once into the shape the results view trusts: a part of the wrong shape is left out.
  const { normalizeAnswer } = await loadNormalizer()
  const result = normalizeAnswer(answer.result)
  if (!result) throw new Error(CHECKER_TEXT.failedToast)
  return result
}

/** Below Tailwind's `sm` breakpoint: the toast spans the screen's width over the page. */
const onPhone = () => window.matchMedia('(max-width: 639.98px)').matches

/**
 * A failed check is told in the red panel (its title, the message, Try Again) and in a toast.
 * On a wide screen the toast carries the message too, beside the panel; on a phone the toast
 * spans the screen over the page, so it says only 'Failed to check domain' for a few seconds
 * and the message shows once, in the panel, which is scrolled to the middle of the screen,
 * clear of the toast at the bottom.
 */
function announceFailure(message: string) {
  toast.error(CHECKER_TEXT.failedToast, onPhone() ? { duration: 3000 } : { description: message })
}

/** Runs a check of a domain and moves the form through its states. */
function useDomainCheck(
  setState: (state: CheckState) => void,
  resultsRef: React.RefObject<HTMLDivElement | null>,
) {
  return useCallback(
    async (value: string, refresh = false) => {
      const { aiCheckSchema } = await loadSchema()
      const parsed = aiCheckSchema.safeParse({ domain: value })
      // An empty submission is ignored; the server judges everything else.
      if (!parsed.success) return
      const wanted = parsed.data.domain
      void loadResultView()
      void loadNormalizer()
      setState({ status: 'pending', domain: wanted })
      const url = new URL(window.location.href)
      url.searchParams.set('domain', wanted)
      window.history.replaceState(window.history.state, '', url)
      try {
        const result = await requestCheck(wanted, refresh)
        setState({ status: 'success', domain: wanted, result })
        toast.success(CHECKER_TEXT.successToast, {
          description: CHECKER_TEXT.scoreToast(result.aiVisibilityScore),
        })
      } catch (error) {
        const message = (error as Error).message || CHECKER_TEXT.failedToast
        setState({ status: 'error', domain: wanted, message, limited: rateLimitWait(error) })
        announceFailure(message)
      }
      resultsRef.current?.focus({ preventScroll: true })
      if (onPhone()) resultsRef.current?.scrollIntoView({ block: 'center' })
    },
    [setState, resultsRef],
  )
}

/** The domain form, its states and the results; `?domain=x` runs a check on load. */
export function AiChecker() {
  const [domain, setDomain] = useState('')
  const [state, setState] = useState<CheckState>({ status: 'idle' })
  const resultsRef = useRef<HTMLDivElement>(null)
  const sharedRun = useRef(false)

  const run = useDomainCheck(setState, resultsRef)

  // Read in an effect rather than with useSearchParams, so the form itself is server-rendered.
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get('domain')
    if (!shared || sharedRun.current) return
    sharedRun.current = true
    setDomain(shared)
    void run(shared)
  }, [run])

  // A check asked for before the script arrived runs once mounted.
  const form = useRef<HTMLFormElement>(null)
  const early = useId()
  useEarlyForm(early, form)

  const pending = state.status === 'pending'
  return (
    <div>
      <form
        ref={form}
        data-early={early}
        noValidate
        aria-label="Check a domain"
        onFocus={() => void loadSchema()}
        onSubmit={(event) => {
          event.preventDefault()
          // Read from the field: a value put back just before a replayed submit is not state yet.
          const field = event.currentTarget.elements.namedItem('domain')
          void run(field instanceof HTMLInputElement ? field.value : domain)
        }}
        className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
      >
        <Label htmlFor="ai-check-domain">Your domain</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id="ai-check-domain"
            name="domain"
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.com"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            disabled={pending}
            className="sm:flex-1"
          />
          <Button type="submit" size="lg" disabled={pending} className="sm:w-auto">
            {pending ? <Spinner /> : null}
            Check visibility
          </Button>
        </div>
      </form>

      <div ref={resultsRef} tabIndex={-1} aria-live="polite" className="mt-8 focus:outline-none">
        {state.status === 'pending' ? <PendingPanel /> : null}
        {state.status === 'error' ? (
          <ErrorPanel
            message={state.message}
            limited={state.limited}
            onTryAgain={() => {
              setDomain(state.domain)
              void run(state.domain)
            }}
          />
        ) : null}
        {state.status === 'success' ? (
          <ResultView
            result={state.result}
            onCheckAgain={() => {
              setDomain(state.domain)
              void run(state.domain, true)
            }}
          />
        ) : null}
      </div>
    </div>
  )
}
