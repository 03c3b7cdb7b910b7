import { cn } from '@/lib/cn'

/**
 * What a form posted without JavaScript says about itself as a whole, in place of the toast
 * the same outcome shows with JavaScript: a failure (role alert) or a success (role status).
 */
export function FormNotice({
  tone,
  title,
  children,
  className,
}: {
  tone: 'error' | 'success'
  title: string
  children?: React.ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm ring-1 ring-inset',
        tone === 'error'
          ? 'bg-red-50 text-red-900 ring-red-200'
          : 'bg-emerald-50 text-emerald-900 ring-emerald-200',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {children ? <p className="mt-0.5">{children}</p> : null}
    </div>
  )
}

/** A form's failure after a post without JavaScript: the words its toast says otherwise. */
export function FailureNotice({
  notice,
  className,
}: {
  notice?: { title: string; text: string }
  className?: string
}) {
  return notice ? (
    <FormNotice tone="error" title={notice.title} className={className}>
      {notice.text}
    </FormNotice>
  ) : null
}
