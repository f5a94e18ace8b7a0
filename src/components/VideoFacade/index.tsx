import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export type VideoFacadeProps = {
  /** YouTube video id. */
  readonly videoId: string;
  readonly title: string;
  /** Channel, speaker or event. */
  readonly source: string;
  /** Machine-readable length (ISO 8601 duration, e.g. PT18M40S). */
  readonly duration?: string;
  /** Human-readable length, e.g. 18:40. */
  readonly durationLabel?: string;
  /** Start offset in seconds. */
  readonly start?: number;
};

export function embedUrl(videoId: string, start?: number): string {
  const params = new URLSearchParams({autoplay: '1', rel: '0'});
  if (start) params.set('start', String(start));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

export function watchUrl(videoId: string, start?: number): string {
  const t = start ? `&t=${start}s` : '';
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}${t}`;
}

/**
 * Click-to-load video: nothing is requested from the video host until the reader
 * presses play, so pages stay fast and private. The poster is drawn locally.
 */
export default function VideoFacade({videoId, title, source, duration, durationLabel, start}: VideoFacadeProps): ReactNode {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className={styles.figure}>
      {/* Without JavaScript the poster cannot load the player: only the link to YouTube shows. */}
      <div className={styles.frame} data-needs-js="">
        {playing ? (
          <iframe
            className={styles.iframe}
            src={embedUrl(videoId, start)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
                <rect width="68" height="48" rx="12" className={styles.playBg} />
                <path d="M27 15 L47 24 L27 33 z" className={styles.playIcon} />
              </svg>
            </span>
            <span className={styles.posterTitle}>{title}</span>
            <span className={styles.posterMeta}>
              {source}
              {durationLabel && (
                <>
                  {' · '}
                  <time dateTime={duration}>{durationLabel}</time>
                </>
              )}
            </span>
            <span className={styles.notice}>Loads the player from youtube-nocookie.com when pressed</span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        <a href={watchUrl(videoId, start)} target="_blank" rel="noopener noreferrer">
          Watch “{title}” on YouTube
        </a>
      </figcaption>
    </figure>
  );
}
