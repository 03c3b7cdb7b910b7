import { cn } from '@/lib/cn'

import { SCORE_BANDS, scoreBand } from '../scoring/score'

/** The bar's colour for each of the score's bands. */
const BAND_COLOURS: Record<string, string> = {
  [SCORE_BANDS.excellent]: 'bg-emerald-500',
  [SCORE_BANDS.good]: 'bg-amber-500',
  [SCORE_BANDS.limited]: 'bg-red-500',
}

/** A score of 0–100 as a bar, coloured by its band (scoreBand). Decorative. */
export function ScoreBar({ score, className }: { score: number; className: string }) {
  return (
    <div className={cn('overflow-hidden rounded-full bg-ink-100', className)} aria-hidden>
      <div
        className={cn('h-full rounded-full', BAND_COLOURS[scoreBand(score).label])}
        style={{ width: `${score}%` }}
      />
    </div>
  )
}
