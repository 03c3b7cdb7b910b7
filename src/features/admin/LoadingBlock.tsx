import { Spinner } from '@/components/ui/icons'

/** A calm centred placeholder while the session or a list loads. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-16 text-sm text-ink-500"
    >
      <Spinner />
      {label}
    </div>
  )
}
