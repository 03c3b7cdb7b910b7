export default function ArticleLoading() {
  return (
    <div className="bg-white">
      <div className="container-page flex min-h-[60vh] items-center justify-center">
        <p role="status" className="flex items-center gap-3 text-lg font-medium text-ink-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          Loading article...
        </p>
      </div>
    </div>
  )
}
