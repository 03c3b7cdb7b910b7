import zlib from 'node:zlib'

/** Builds PNG files byte by byte, for upload tests: real images and hostile ones. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * An 8-bit greyscale PNG of `width` × `height`. `rows` limits how many rows of pixel data are
 * written: a tiny file can declare a huge image (a decompression bomb), whose few bytes decode to
 * width × height bytes.
 */
export function png(
  width: number,
  height: number,
  options: { rows?: number; text?: string; trailer?: string } = {},
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = Math.min(height, options.rows ?? height)
  const raw = Buffer.alloc(rows * (width + 1), 0) // filter byte 0 + zeroed pixels per row
  const parts = [SIGNATURE, chunk('IHDR', header)]
  if (options.text) parts.push(chunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1')))
  parts.push(chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0)))
  if (options.trailer) parts.push(Buffer.from(options.trailer, 'latin1'))
  return Buffer.concat(parts)
}
