/*
 * Ejected from @docusaurus/theme-classic AnnouncementBar (3.10).
 * Changed: the stock bar is a second role="banner" landmark next to the page header,
 * which screen readers announce as a duplicate banner (axe: landmark-no-duplicate-banner).
 * Here it is a labelled region; behaviour (dismissal remembered by id) is unchanged.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from '@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive || !announcementBar) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region"
      aria-label="Announcement">
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </div>
  );
}
