import { ActionIcon, Box, Skeleton } from '@mantine/core';
import type { Banner } from '@market/contract';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './BannerCarousel.module.css';

export interface BannerCarouselProps {
  /** The banners in display order; undefined while they load. Nothing is drawn for none. */
  banners: Banner[] | undefined;
  /** The slide shown first. @default 0 */
  initialIndex?: number;
}

/** A horizontal drag longer than this (px) turns the slide. */
const SWIPE_THRESHOLD = 40;

function BannerImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // Decorative: the banner's title is the caption (and the link's name).
  return <img className={classes.image} src={src} alt="" onError={() => setFailed(true)} />;
}

function BannerLink({ banner, title }: { banner: Banner; title: string }) {
  const content = (
    <>
      <BannerImage src={banner.imageUrl} />
      <span className={classes.caption}>{title}</span>
    </>
  );
  if (!banner.linkUrl) return <div className={classes.frame}>{content}</div>;
  if (banner.linkUrl.startsWith('/') && !banner.linkUrl.startsWith('//')) {
    return (
      <Link href={banner.linkUrl} className={classes.frame}>
        {content}
      </Link>
    );
  }
  return (
    <a href={banner.linkUrl} className={classes.frame} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/**
 * The home page's banners, one at a time: previous / next buttons, a dot per banner, and a swipe
 * on touch screens. It never turns by itself (WCAG 2.2.2: nothing moves that the visitor did not
 * start), and slides out of view are inert, so keyboard focus only meets the banner shown.
 */
export function BannerCarousel({ banners, initialIndex = 0 }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const localized = useLocalized();
  const [index, setIndex] = useState(initialIndex);
  const dragStart = useRef<number | null>(null);

  if (banners === undefined) {
    return <Skeleton className={classes.root} h={0} pb={{ base: '56.25%', sm: '33.33%' }} />;
  }
  if (banners.length === 0) return null;

  const total = banners.length;
  const current = Math.min(index, total - 1);
  const goTo = (next: number) => setIndex(((next % total) + total) % total);

  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD) goTo(current + (distance < 0 ? 1 : -1));
  };

  return (
    <section
      className={classes.root}
      aria-roledescription={t('banners.roleDescription')}
      aria-label={t('banners.label')}
    >
      <div
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragStart.current = null)}
      >
        <Box
          className={classes.track}
          aria-live="polite"
          __vars={{ '--banner-offset': `${current * -100}%` }}
        >
          {banners.map((banner, position) => {
            const title = localized(banner.title);
            const shown = position === current;
            return (
              <div
                key={banner.seq}
                className={classes.slide}
                role="group"
                aria-roledescription={t('banners.slideRoleDescription')}
                aria-label={t('banners.position', { index: position + 1, total })}
                aria-hidden={!shown}
                inert={!shown}
              >
                <BannerLink banner={banner} title={title} />
              </div>
            );
          })}
        </Box>
      </div>

      {total > 1 && (
        <>
          <ActionIcon
            className={`${classes.control} ${classes.previous}`}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('banners.previous')}
            onClick={() => goTo(current - 1)}
          >
            <ChevronIcon direction="left" />
          </ActionIcon>
          <ActionIcon
            className={`${classes.control} ${classes.next}`}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('banners.next')}
            onClick={() => goTo(current + 1)}
          >
            <ChevronIcon direction="right" />
          </ActionIcon>
          <ul className={classes.dots}>
            {banners.map((banner, position) => (
              <li key={banner.seq}>
                <button
                  type="button"
                  className={classes.dot}
                  aria-label={t('banners.goTo', { index: position + 1 })}
                  aria-current={position === current}
                  onClick={() => goTo(position)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
