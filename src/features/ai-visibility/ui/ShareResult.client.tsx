'use client'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { RESULT_TEXT } from './resultText'

/** The result's own address, to open or copy. */
export function ShareResult({ permalink }: { permalink: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(permalink)
      toast.success(RESULT_TEXT.copied)
    } catch {
      toast.error(RESULT_TEXT.copyFailed)
    }
  }
  return (
    <section
      aria-labelledby="share-title"
      className="rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-5"
    >
      <h2 id="share-title" className="text-lg font-bold text-ink-900">
        {RESULT_TEXT.shareTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{RESULT_TEXT.shareHint}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <a
          href={permalink}
          data-testid="result-permalink"
          className="min-w-0 flex-1 truncate rounded-xl border border-ink-200 bg-white px-3 py-2 font-mono text-sm text-brand-700 underline-offset-2 hover:underline"
        >
          {permalink}
        </a>
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {RESULT_TEXT.copyLink}
        </Button>
      </div>
    </section>
  )
}
