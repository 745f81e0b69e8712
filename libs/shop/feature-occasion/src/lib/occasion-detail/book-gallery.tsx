import { useState } from 'react';
import { useTranslation } from '@kk/i18n';
import { BookIcon } from '@kk/ui-kit';
import { GalleryRoot, MainImage, Thumb, Thumbs } from './occasion-detail-page.styles';

/** Props of BookGallery. */
export interface BookGalleryProps {
  /** Picture URLs of the listing. */
  images: readonly string[];
  /** Book title, for the alternative texts. */
  title: string;
}

/**
 * The pictures of a listing: one large, with a row of thumbnails (toggle buttons) to show another.
 * Without pictures, a book icon stands in.
 */
export function BookGallery({ images, title }: BookGalleryProps) {
  const { t } = useTranslation('shop-occasion');
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, Math.max(0, images.length - 1));
  return (
    <GalleryRoot>
      <MainImage>
        {images.length > 0 ? (
          <img src={images[current]} alt={t('detail.photoAlt', { title, number: current + 1, total: images.length })} />
        ) : (
          <BookIcon size="lg" />
        )}
      </MainImage>
      {images.length > 1 && (
        <Thumbs role="group" aria-label={t('detail.photos')}>
          {images.map((src, index) => (
            <Thumb
              // A listing may hold the same picture twice: the place keeps keys apart.
              key={`${index}-${src}`}
              type="button"
              aria-pressed={index === current}
              aria-label={t('detail.showPhoto', { number: index + 1 })}
              $current={index === current}
              onClick={() => setShown(index)}
            >
              <img src={src} alt="" />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </GalleryRoot>
  );
}
