import { Banner } from './Banner'
import { HeaderBar } from './HeaderBar.client'

/** The banner and the fixed header on every public page (spec §2 'Header'). */
export function Header({
  brandName,
  schedulingUrl,
  bannerText,
}: {
  brandName: string
  schedulingUrl: string
  bannerText: string
}) {
  return (
    <HeaderBar
      brandName={brandName}
      schedulingUrl={schedulingUrl}
      banner={<Banner text={bannerText} />}
    />
  )
}
