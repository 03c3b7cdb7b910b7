import { cn } from '@/lib/cn'

/** A score of 0–100 as a bar: green from 80, amber from 50, red below. Decorative. */
export function ScoreBar({ score, className }: { score: number; className: string }) {
  return (
    <div className={cn('overflow-hidden rounded-full bg-ink-100', className)} aria-hidden>
      <div
        className={cn(
          'h-full rounded-full',
          score >= 80 ? 'bg-emerald-500' : score >= 50 ? 'bg-amber-500' : 'bg-red-500',
        )}
        style={{ width: `${score}%` }}
      />
    </div>
  )
}
