import { fullSizeFormat, imageFormats, imagePath } from '../../config/assets.ts';
import type { FullSizeImage, ResponsiveImage } from '../../content/types.ts';

/** How the browser should fetch an image: below the fold (the default), first and at once (the first screen's largest image), or at once after it. */
export type Fetch = 'lazy' | 'high' | 'eager';

/** Another crop of the same photograph for the screens `media` matches (art direction), with its own `sizes`. */
interface ArtDirection {
  readonly media: string;
  readonly image: ResponsiveImage;
  readonly sizes: string;
}

interface PictureProps {
  readonly image: ResponsiveImage;
  readonly alt: string;
  /** The `sizes` list: how wide the image is drawn at each viewport width. */
  readonly sizes: string;
  readonly art?: ArtDirection;
  readonly fetch?: Fetch;
  readonly className?: string;
}

const srcset = (image: ResponsiveImage, ext: (typeof imageFormats)[number]['ext']) =>
  image.widths.map((width) => `${imagePath(image.stem, image.hash, width, ext)} ${width}w`).join(', ');

const widest = (image: ResponsiveImage) => image.widths[image.widths.length - 1] ?? 0;

/**
 * A build-generated image in every format and width: AVIF, then WebP, then
 * JPEG, and first, where `art` says so, another crop for other screens. Each
 * source carries its own width and height, so the box is reserved at the
 * right shape whichever crop the browser picks and nothing shifts as it
 * arrives. Below the fold by default: lazy and decoded off the main thread.
 */
export function Picture({ image, alt, sizes, art, fetch = 'lazy', className }: PictureProps) {
  // For browsers without srcset: the middle width as JPEG.
  const fallback = image.widths[Math.floor(image.widths.length / 2)] ?? widest(image);
  const sources = (of: ResponsiveImage, media?: string, sourceSizes = sizes) =>
    imageFormats
      .filter((format) => media || format.ext !== 'jpg')
      .map((format) => (
        <source
          key={`${media ?? 'all'} ${format.type}`}
          media={media}
          type={format.type}
          srcSet={srcset(of, format.ext)}
          sizes={sourceSizes}
          width={widest(of)}
          height={of.height}
        />
      ));
  return (
    <picture>
      {art ? sources(art.image, art.media, art.sizes) : null}
      {sources(image)}
      <img
        className={className}
        src={imagePath(image.stem, image.hash, fallback, 'jpg')}
        srcSet={srcset(image, 'jpg')}
        sizes={sizes}
        width={widest(image)}
        height={image.height}
        alt={alt}
        loading={fetch === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={fetch === 'high' ? 'high' : fetch === 'eager' ? 'low' : undefined}
        decoding={fetch === 'lazy' ? 'async' : undefined}
      />
    </picture>
  );
}

interface FullSizePictureProps {
  readonly image: FullSizeImage;
  readonly alt: string;
  readonly className?: string;
}

/**
 * One photograph at its full size, for the inspect view: one file, drawn at
 * its own width (the view scales it to one file pixel per device pixel).
 * Lazy, so a closed dialog, which is not rendered, fetches nothing: the file
 * is asked for when the view opens.
 */
export function FullSizePicture({ image, alt, className }: FullSizePictureProps) {
  return (
    <img
      className={className}
      src={imagePath(image.stem, image.hash, image.width, fullSizeFormat.ext)}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      // Dragging pans the view; the image itself is not to be dragged away.
      draggable={false}
    />
  );
}
