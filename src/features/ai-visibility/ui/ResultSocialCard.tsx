import { truncateForCard } from '@/lib/blog/socialCard'
import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'
import { SocialCardFrame } from '@/lib/socialCardFrame'

import { SCORE_BANDS, scoreBand } from '../scoring/score'

const DOMAIN_MAX = 60

/** The accent of each score band (the bands and their thresholds are the score's). */
const BAND_COLOURS: Record<string, string> = {
  [SCORE_BANDS.excellent]: '#10b981',
  [SCORE_BANDS.good]: '#f59e0b',
  [SCORE_BANDS.limited]: '#ef4444',
}

/** A shared result's social card, drawn by next/og (flexbox and inline styles only). */
export function ResultSocialCard({
  domain: fullDomain,
  score,
  brandName = SITE_SETTINGS_DEFAULTS.brandName,
}: {
  domain: string
  score: number
  brandName?: string
}) {
  const domain = truncateForCard(fullDomain, DOMAIN_MAX)
  const band = scoreBand(score).label
  const colour = BAND_COLOURS[band]
  return (
    <SocialCardFrame brandName={brandName} section="AI Visibility Checker" accent={colour}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: domain.length > 34 ? 48 : 64, fontWeight: 700, lineHeight: 1.1 }}>
          {domain}
        </div>
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
          <div style={{ fontSize: 140, fontWeight: 700, color: colour, lineHeight: 1 }}>
            {String(score)}
          </div>
          <div style={{ fontSize: 48, color: '#b3b9cf' }}>/100</div>
        </div>
        <div style={{ fontSize: 30, color: '#a5b4fc' }}>{band}</div>
      </div>
    </SocialCardFrame>
  )
}
