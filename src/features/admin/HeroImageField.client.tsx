'use client'

import { useRef, useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'

import { UploadIcon } from './icons'
import { TOASTS } from './messages'
import { apiRequest, describeError } from './request'
import { Spinner } from './Spinner'

const MAX_BYTES = 5 * 1024 * 1024
const PICKER_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif'

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The upload half of 'Hero Image' (spec §2, §5 'Image upload'): an images-only picker, the
 * client's type and size checks, then the upload whose URL becomes the hero image.
 */
export function HeroImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast.error(TOASTS.invalidFile, { description: TOASTS.invalidFileText })
      return
    }
    if (file.size > MAX_BYTES) {
      toast.error(TOASTS.fileTooLarge, { description: TOASTS.fileTooLargeText })
      return
    }
    setUploading(true)
    try {
      const { url } = await apiRequest<{ url: string }>('/api/admin/blog/upload-image', {
        method: 'POST',
        body: {
          filename: `hero-${Date.now()}-${file.name}`,
          mimeType: file.type,
          data: await readBase64(file),
        },
      })
      onUploaded(url)
      toast.success(TOASTS.uploaded)
    } catch (error) {
      toast.error(TOASTS.uploadFailed, { description: describeError(error) })
    } finally {
      setUploading(false)
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={PICKER_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload hero image"
        data-testid="hero-image-file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void upload(file)
        }}
      />
      <Button
        variant="outline"
        size="sm"
        className="w-full"
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? <Spinner /> : <UploadIcon />}
        {uploading ? 'Uploading...' : 'Upload image'}
      </Button>
    </>
  )
}

/** The chosen hero image; hidden when it fails to load (spec §8). */
export function HeroImagePreview({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) return null
  return (
    // A hosted URL of any origin: next/image would need every host configured.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt="Hero image preview"
      className="aspect-[16/9] w-full rounded-xl bg-ink-100 object-cover"
      onError={() => setFailedSrc(src)}
    />
  )
}
