'use client'

import type React from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { courseTotalMinutes, type CourseModule } from '@/lib/offers'

/** The modules of the self-paced course in a modal, opened by 'Preview Course'. */
export function CoursePreviewDialog({
  modules,
  open,
  onOpenChange,
  opener,
}: {
  modules: CourseModule[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The 'Preview Course' button, which gets the focus back when the modal closes. */
  opener: React.RefObject<HTMLButtonElement | null>
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus({ preventScroll: true })
        }}
        title="AI for Leaders: course preview"
        description={`${modules.length} modules · ${courseTotalMinutes(modules)} minutes in total`}
      >
        <ol className="space-y-4" aria-label="Course modules">
          {modules.map((module, index) => (
            <li key={index} className="rounded-xl border border-ink-200 p-4">
              <div className="flex items-start justify-between gap-4">
                <h3 className="font-semibold text-ink-950">
                  <span className="text-brand-700">Module {index + 1}</span>
                  <span className="sr-only">:</span>{' '}
                  <span className="block sm:inline">{module.title}</span>
                </h3>
                <span className="shrink-0 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-700">
                  {module.minutes} min
                </span>
              </div>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-600">
                {(module.topics ?? []).map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-col gap-4 border-t border-ink-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-700" data-testid="course-total">
            Total running time:{' '}
            <strong className="text-ink-950">{courseTotalMinutes(modules)} minutes</strong>
          </p>
          <DialogClose asChild>
            <Button>Start Learning Today</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}
