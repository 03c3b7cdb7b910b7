'use client'

import type React from 'react'
import { useState } from 'react'

import { cn } from '@/lib/cn'

/**
 * The box of a post image and the image, which hides itself when it fails to load: the whole box
 * (`hide="box"`) or the image alone, leaving the box's placeholder. A failure before hydration
 * is caught too: the image is checked when React takes it over.
 */
export function PostImageFrame({
  className,
  hide,
  image,
}: {
  className?: string
  hide: 'box' | 'image'
  image: React.ImgHTMLAttributes<HTMLImageElement>
}) {
  const [failed, setFailed] = useState(false)
  if (failed && hide === 'box') return null
  return (
    <div className={cn('overflow-hidden', className)} data-post-image={failed ? 'failed' : 'ok'}>
      {failed ? null : (
        // The sources were chosen on the server with next/image's getImageProps.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          {...image}
          alt=""
          ref={(element) => {
            // A lazy image not yet fetched has no currentSrc; a broken one has, and no pixels.
            if (element?.complete && element.currentSrc && element.naturalWidth === 0) {
              setFailed(true)
            }
          }}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
