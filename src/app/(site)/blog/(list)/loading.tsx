import { RouteLoading } from '@/components/layout/RouteLoading.client'

export default function BlogLoading() {
  return <RouteLoading label="Loading articles..." className="bg-ink-50" />
}
