import { useEffect, useRef } from 'react'

import { PencilIcon } from './icons'

/**
 * A live post whose latest version is a draft (edited in /cms, or saved by the dashboard while
 * that draft was pending): the list's chip beside the status and the editor's notice, which lets
 * the administrator publish that draft with the save or keep it a draft.
 */
export const UNPUBLISHED_CHANGES = 'Unpublished changes'

export function UnpublishedChangesChip() {
  return (
    <span
      data-testid="post-unpublished-changes"
      title="A newer draft is waiting; visitors see the published version."
      className="inline-flex items-center gap-1.5 rounded-full border border-dashed border-amber-400 bg-amber-50/40 px-2.5 py-px text-xs font-semibold text-amber-800"
    >
      <PencilIcon className="size-3" />
      {UNPUBLISHED_CHANGES}
    </span>
  )
}

type NoticeProps = {
  /** The editor's status: Draft takes the post down, so there is nothing to publish. */
  status: 'draft' | 'published'
  publish: boolean
  onPublishChange: (publish: boolean) => void
  /** The draft was found by a refused save: the editor shows the edits typed here, not it. */
  showsYourEdits?: boolean
}

/**
 * Why a save was refused when the post got a newer draft after the editor opened it, and that
 * nothing typed here was lost. Brought into view: the save was clicked at the form's end.
 */
export function StaleSaveNotice() {
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A block body: browsers may answer scrollIntoView with a promise, which React would take
    // for the effect's cleanup.
    notice.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <div
      ref={notice}
      role="alert"
      data-testid="stale-save-notice"
      className="mt-6 rounded-card border border-red-200 bg-red-50 p-4 text-sm text-red-950 sm:p-5"
    >
      <p className="font-semibold">Not saved: this post changed after you opened it</p>
      <p className="mt-1">
        A newer draft of it was saved (in the CMS, or in another tab), and saving would have written
        over that draft unseen. Your edits are kept below. Save again to put them in its place, or
        copy what you need and reopen the post from the list to see that draft first.
      </p>
    </div>
  )
}

export function UnpublishedChangesNotice({
  status,
  publish,
  onPublishChange,
  showsYourEdits = false,
}: NoticeProps) {
  const takesDown = status === 'draft'
  return (
    <div
      role="note"
      aria-labelledby="unpublished-changes-title"
      data-testid="unpublished-changes-notice"
      className="mt-6 flex gap-4 rounded-card border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <span
        aria-hidden="true"
        className="hidden size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700 sm:grid"
      >
        <PencilIcon />
      </span>
      <div className="min-w-0 space-y-3">
        <div>
          <p id="unpublished-changes-title" className="font-semibold text-amber-950">
            {UNPUBLISHED_CHANGES}
          </p>
          <p className="mt-1 text-sm text-amber-900">
            {showsYourEdits
              ? 'This post has a newer draft that is not live yet. The editor below shows your edits, not that draft; visitors still see the published version.'
              : 'This post has a newer draft that is not live yet, from the CMS or an earlier save here. The editor below shows the draft; visitors still see the published version.'}
          </p>
        </div>
        <label
          className={
            'flex items-start gap-2.5 rounded-lg border border-amber-200 bg-white px-3 py-2.5 text-sm font-medium text-ink-900 sm:w-fit sm:pr-5 ' +
            (takesDown ? 'opacity-60' : 'cursor-pointer hover:border-amber-300')
          }
        >
          <input
            type="checkbox"
            checked={publish && !takesDown}
            disabled={takesDown}
            onChange={(event) => onPublishChange(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span>Publish the draft when I save</span>
        </label>
        <p className="text-xs text-amber-900">
          {takesDown
            ? 'With status Draft, saving takes the post off the site; nothing is published.'
            : publish
              ? 'Save Post makes the text below, draft included, the public version.'
              : 'Save Post keeps your edits in the draft; the public page stays as it is.'}
        </p>
      </div>
    </div>
  )
}
