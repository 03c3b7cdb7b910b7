import { ImageResponse } from 'next/og'

import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'
import { DEFAULT_TITLE } from '@/lib/seo/metadata'
import { SOCIAL_CARD_LAYOUT, SOCIAL_CARD_SIZE } from '@/lib/socialCardFrame'

/**
 * The default social card (1200×630 PNG), rendered once at build time. A route handler rather
 * than the opengraph-image file convention, because file-based images outrank a page's own
 * openGraph.images and would replace an article's hero image.
 */
export const dynamic = 'force-static'

export function GET() {
  return new ImageResponse(
    <div
      style={{
        ...SOCIAL_CARD_LAYOUT,
        backgroundColor: '#080b16',
        backgroundImage:
          'radial-gradient(circle at 15% 0%, rgba(99,102,241,0.55), transparent 55%), radial-gradient(circle at 95% 20%, rgba(34,211,238,0.35), transparent 45%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            display: 'flex',
            backgroundImage: 'linear-gradient(135deg, #6366f1, #22d3ee)',
          }}
        />
        <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>
          {SITE_SETTINGS_DEFAULTS.brandName}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{
            fontSize: 80,
            fontWeight: 800,
            lineHeight: 1.05,
            letterSpacing: -2,
            maxWidth: 980,
          }}
        >
          {DEFAULT_TITLE}
        </div>
        <div style={{ fontSize: 34, color: '#b3b9cf' }}>Your partner in AI solutions</div>
      </div>
      <div style={{ display: 'flex', gap: 16, fontSize: 26, color: '#67e8f9' }}>
        AI-native websites · Bespoke tools · AI visibility · Coaching
      </div>
    </div>,
    SOCIAL_CARD_SIZE,
  )
}
