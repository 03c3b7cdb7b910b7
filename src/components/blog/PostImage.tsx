'use client'

import Image from 'next/image'
import { useState } from 'react'

import { cn } from '@/lib/cn'

import { isOptimizable } from './imageSource'

type PostImageProps = {
  src: string
  sizes: string
  /** Classes of the box that holds the image: its position (relative or absolute) and size. */
  className?: string
  /** For the page's largest image: preloaded in <head> (the article hero). */
  preload?: boolean
  /** Loads at once with high priority but without a preload (the first card of the list). */
  eager?: boolean
  /** On a failed load: hide the whole box (article) or only the image (card placeholder stays). */
  onErrorHide?: 'box' | 'image'
}

/**
 * A post's hero image that disappears when it fails to load (spec §8). next/image re-fires
 * errors that happened before hydration, so a broken URL is caught on the first load too.
 */
export function PostImage({
  src,
  sizes,
  className,
  preload,
  eager,
  onErrorHide = 'box',
}: PostImageProps) {
  const [failed, setFailed] = useState(false)
  if (failed && onErrorHide === 'box') return null
  return (
    <div className={cn('overflow-hidden', className)} data-post-image={failed ? 'failed' : 'ok'}>
      {failed ? null : (
        <Image
          src={src}
          alt=""
          fill
          sizes={sizes}
          preload={preload}
          loading={eager ? 'eager' : undefined}
          fetchPriority={eager ? 'high' : undefined}
          unoptimized={!isOptimizable(src)}
          className="object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
