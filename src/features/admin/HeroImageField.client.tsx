'use client'

import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/icons'
import { toast } from '@/components/ui/toast'
import {
  IMAGE_PICKER_ACCEPT,
  IMAGE_TYPE_NAMES,
  isImageMimeType,
  MAX_IMAGE_BYTES,
} from '@/lib/images'

import { UploadIcon } from './icons'
import { TOASTS } from './messages'
import { apiRequest, describeError } from './request'

/** The refusal for a file of another type, naming the types that count. */
const INVALID_FILE_TEXT = `${TOASTS.invalidFileText}. ${IMAGE_TYPE_NAMES} images are accepted.`

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The upload half of 'Hero Image': a picker that offers exactly the image types the server
 * takes, the client's type and size checks (a file dropped or picked under 'All files' can
 * still be anything), then the upload whose URL becomes the hero image.
 */
export function HeroImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)

  const upload = async (file: File) => {
    if (!isImageMimeType(file.type)) {
      toast.error(TOASTS.invalidFile, { description: INVALID_FILE_TEXT })
      return
    }
    if (file.size > MAX_IMAGE_BYTES) {
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
        accept={IMAGE_PICKER_ACCEPT}
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

/** The chosen hero image; hidden when it fails to load. */
export function HeroImagePreview({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) return null
  return (
    // A hosted URL of any origin or a data URI: next/image would need every host configured
    // and cannot optimise a data URI.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt="Hero image preview"
      className="aspect-[16/9] w-full rounded-xl bg-ink-100 object-cover"
      onError={() => setFailedSrc(src)}
    />
  )
}
