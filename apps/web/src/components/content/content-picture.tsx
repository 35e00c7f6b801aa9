// A content picture in its three sizes (480, 960 and 1600 px wide): the browser picks by `sizes` and the screen's pixel
// density (a phone's screen-wide picture is the 960 px copy, half the bytes of the large one); width and height reserve
// the box before the file arrives (no layout shift); lazy unless it is the first thing on screen.
import type { ContentImage } from '@club/contract/content';

interface Props {
  image: ContentImage;
  /** How wide it is shown, for the browser's choice of size. */
  sizes?: string;
  /** The first screen's picture: loaded at once and first. */
  priority?: boolean;
  /** A fixed box ratio (e.g. '16 / 9'); the picture is cropped to fill it. Default: the picture's own. */
  ratio?: string;
  /** Override the stored text (e.g. '' where a title beside it already says what it shows). */
  alt?: string;
  /** Fill the parent box (which sets the size), cropped to cover it. */
  fill?: boolean;
  /** Called once the file has arrived or failed (e.g. to start the pictures that should not compete with it). */
  onSettled?: () => void;
}

export function ContentPicture({
  image,
  sizes = '(min-width: 48em) 50vw, 100vw',
  priority = false,
  ratio,
  alt,
  fill = false,
  onSettled,
}: Props) {
  return (
    <img
      src={image.l}
      srcSet={`${image.s} 480w, ${image.m ? `${image.m} 960w, ` : ''}${image.l} 1600w`}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onLoad={onSettled}
      onError={onSettled}
      style={{
        display: 'block',
        width: '100%',
        height: fill ? '100%' : 'auto',
        aspectRatio: fill ? undefined : (ratio ?? `${image.width} / ${image.height}`),
        objectFit: 'cover',
        background: 'var(--mantine-color-gray-2)',
      }}
    />
  );
}
