import { RouteLoading } from '@/components/layout/RouteLoading.client'

export default function ArticleLoading() {
  return <RouteLoading label="Loading article..." className="bg-white" />
}
