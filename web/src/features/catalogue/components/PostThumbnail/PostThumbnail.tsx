import type { PostType } from '@market/domain';
import { useState, type ReactNode } from 'react';
import classes from './PostThumbnail.module.css';
import { TypeIcon } from './type-icons';

export interface PostThumbnailProps {
  /** The post's picture; null (or a picture that fails to load) shows the type's icon instead. */
  src: string | null;
  postType: PostType;
  /** Greyed out, for posts that can no longer be bought. @default false */
  muted?: boolean;
  /** Size of the fallback icon in px. @default 40 */
  iconSize?: number;
  /** Shown over the picture (state badges). */
  children?: ReactNode;
}

/**
 * A post's picture in a 4:3 frame. The picture is decorative (the title beside it says what the
 * post is), so its alt text is empty.
 */
export function PostThumbnail({
  src,
  postType,
  muted = false,
  iconSize = 40,
  children,
}: PostThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <div className={classes.frame} data-muted={muted || undefined}>
      {showImage ? (
        <img
          className={classes.image}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className={classes.placeholder} data-type={postType}>
          <TypeIcon postType={postType} size={iconSize} />
        </div>
      )}
      {children}
    </div>
  );
}
