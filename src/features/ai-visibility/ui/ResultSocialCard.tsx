import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'

import { scoreBand } from '../score'

export const RESULT_CARD_SIZE = { width: 1200, height: 630 }

const DOMAIN_MAX = 60

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
  const domain =
    fullDomain.length > DOMAIN_MAX ? `${fullDomain.slice(0, DOMAIN_MAX - 1)}…` : fullDomain
  const colour = score >= 80 ? '#10b981' : score >= 50 ? '#f59e0b' : '#ef4444'
  const band = scoreBand(score).label
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #080b16 0%, #121627 60%, #312e81 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30 }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: '#6366f1' }} />
        <div style={{ fontWeight: 700 }}>{brandName}</div>
        <div style={{ color: '#b3b9cf' }}>· AI Visibility Checker</div>
      </div>
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
      <div style={{ width: 160, height: 8, borderRadius: 4, background: colour }} />
    </div>
  )
}
