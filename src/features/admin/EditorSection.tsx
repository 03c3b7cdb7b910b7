import type React from 'react'

/** One titled group of the post editor's fields. */
export function EditorSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5 rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left mb-1 w-full text-base font-semibold text-ink-950">
        {title}
      </legend>
      {children}
    </fieldset>
  )
}
