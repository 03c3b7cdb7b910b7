'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'

import { useEarlyDialog } from '@/components/layout/early.client'
import { buttonClasses } from '@/components/ui/button'
import type { CourseModule } from '@/lib/offers'

// The modal and Radix Dialog load on the first hover, focus or click, not with the page.
const loadDialog = () => import('./CoursePreviewDialog.client')
const CoursePreviewDialog = dynamic(() => loadDialog().then((m) => m.CoursePreviewDialog), {
  ssr: false,
})

/** 'Preview Course': opens the modules of the self-paced course in a modal. */
export function CoursePreview({ modules }: { modules: CourseModule[] }) {
  const { early, open, setOpen, mounted, show } = useEarlyDialog()
  const opener = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClasses('outline')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-early={early}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={show}
      >
        Preview Course
      </button>
      {mounted ? (
        <CoursePreviewDialog modules={modules} open={open} onOpenChange={setOpen} opener={opener} />
      ) : null}
    </>
  )
}
