'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { CheckIcon } from '@/components/ui/icons'

import type { Fix } from '../fixes/index'

type CopyState = 'idle' | 'copied' | 'manual'

/** How long "Copied" stays on the button. */
const CONFIRMATION_MS = 2000

/** Selects the snippet's text, so that Ctrl+C copies it where the Clipboard API is refused. */
function selectContents(element: HTMLElement) {
  const selection = window.getSelection()
  if (!selection) return
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
}

/** A fix to paste beside its check: where it goes, the snippet, and a copy button. */
export function FixSnippet({ fix }: { fix: Fix }) {
  const [state, setState] = useState<CopyState>('idle')
  const snippetRef = useRef<HTMLPreElement>(null)
  const labelId = useId()

  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fix.snippet)
      setState('copied')
    } catch {
      // No clipboard (an insecure origin, or permission refused): select it for Ctrl+C instead.
      if (snippetRef.current) selectContents(snippetRef.current)
      setState('manual')
    }
  }

  return (
    <div className="mt-2 rounded-xl border border-ink-200 bg-ink-50" data-testid="fix-snippet">
      <div className="flex flex-wrap items-center justify-between gap-2 px-3 pt-2">
        <p id={labelId} className="text-xs font-semibold text-ink-700">
          Fix to paste into {fix.where}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="h-8 gap-1.5 px-3 text-xs"
          onClick={copy}
          aria-describedby={labelId}
        >
          {state === 'copied' ? <CheckIcon className="size-3.5" /> : null}
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <pre
        ref={snippetRef}
        tabIndex={0}
        aria-labelledby={labelId}
        className="m-3 mt-2 max-h-64 overflow-auto rounded-lg bg-ink-950 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-ink-100"
      >
        {fix.snippet}
      </pre>
      <p role="status" className={state === 'idle' ? 'sr-only' : 'px-3 pb-2 text-xs text-ink-600'}>
        {state === 'copied'
          ? 'Copied to the clipboard.'
          : state === 'manual'
            ? 'Copying is blocked here: the snippet is selected, press Ctrl+C (or ⌘C) to copy it.'
            : ''}
      </p>
    </div>
  )
}
