import { getImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { isOptimizable } from './imageSource'
import { PostImageFrame } from './PostImageFrame.client'

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
  /**
   * Served as is, not through the optimiser: a draft's image in preview, which the optimiser
   * cannot fetch (it asks as a visitor, and a visitor reads only the files public pages show).
   */
  unoptimized?: boolean
}

/**
 * A post's hero image that disappears when it fails to load. The optimised sources are worked
 * out here, on the server, as next/image would; the browser gets a plain <img> in a small
 * client frame that only watches for the failure, without next/image's client code.
 */
export function PostImage({
  src,
  sizes,
  className,
  preload = false,
  eager = false,
  onErrorHide = 'box',
  unoptimized = false,
}: PostImageProps) {
  const urgent = preload || eager
  const { props } = getImageProps({
    src,
    alt: '',
    fill: true,
    sizes,
    unoptimized: unoptimized || !isOptimizable(src),
    loading: urgent ? 'eager' : 'lazy',
    fetchPriority: urgent ? 'high' : undefined,
    className: 'object-cover',
  })
  if (preload && !src.startsWith('data:')) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  return (
    <PostImageFrame
      className={className}
      hide={onErrorHide}
      image={{
        src: props.src,
        srcSet: props.srcSet,
        sizes: props.sizes,
        loading: props.loading,
        fetchPriority: props.fetchPriority,
        decoding: props.decoding,
        className: props.className,
        style: props.style,
      }}
    />
  )
}
