// A product picture, loaded lazily with its size known in advance (no layout shift), or the placeholder icon when the
// product has none (spec §8).
import { Center } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

export function ProductImage({
  src,
  alt,
  size,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  size: number;
  /** The first picture of a product page is above the fold: load it at once. */
  eager?: boolean;
}) {
  if (!src)
    return (
      <Center
        w="100%"
        style={{ aspectRatio: '1 / 1', maxWidth: size, background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}
        data-testid="image-placeholder"
      >
        <IconPhotoOff size={Math.round(size / 4)} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ width: '100%', maxWidth: size, height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', borderRadius: 8 }}
    />
  );
}
