import type { PersonPhoto } from '../../../shared/content/facts'
import { photoPath, photoSizes } from '../../site-content/photo-path'

/** An instructor's photo: 64 px wide on phones and 96 px from 640 px. */
const instructorPhoto = {
  sizes: '(min-width: 640px) 96px, 64px',
  className: 'h-16 w-16 shrink-0 rounded-full bg-slate-100 object-cover sm:h-24 sm:w-24',
}

/**
 * A person's photo (an instructor's, a graduate's): its size in the page before it arrives
 * (nothing moves when it does), and fetched only when scrolled near, every section that shows one
 * being below the fold. The browser picks the stored size (96 or 192 px) its screen needs for the
 * width `sizes` says it is drawn at.
 */
export function PersonPhotoImage({
  photo,
  sizes = instructorPhoto.sizes,
  className = instructorPhoto.className,
}: {
  photo: PersonPhoto
  sizes?: string
  className?: string
}) {
  const srcSet = photoSizes.map((size) => `${photoPath(photo.key, size)} ${size}w`).join(', ')
  return (
    <img
      src={photoPath(photo.key, 96)}
      srcSet={srcSet}
      sizes={sizes}
      width={96}
      height={96}
      alt={photo.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}
