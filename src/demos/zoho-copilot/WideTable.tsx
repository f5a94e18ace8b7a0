/**
 * The answer table's scroller (u31a F8): when the table is wider than its box, a note above it names the columns out
 * of view and the cut edge fades, so the columns a condition checks are never hidden without a sign. Measured after
 * mounting and on every scroll and resize; the server renders the table alone (the note and fades are added, never
 * changed from the server's markup, so hydration keeps the server HTML).
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from '../kit/components/demo.module.css';
import own from './wideTable.module.css';
import {outOfView, scrollNote, type OutOfView} from './wideTable';

const same = (a: OutOfView, b: OutOfView) => a.left.join('\n') === b.left.join('\n') && a.right.join('\n') === b.right.join('\n');

export function WideTable({id, label, layout, children}: {id: string; label: string; layout: string; children: ReactNode}) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<OutOfView>({left: [], right: []});
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => {
      const cells = [...el.querySelectorAll<HTMLTableCellElement>('thead th')];
      const next = outOfView(
        {from: el.scrollLeft, to: el.scrollLeft + el.clientWidth},
        cells.map((th) => ({name: th.textContent ?? '', from: th.offsetLeft, to: th.offsetLeft + th.offsetWidth})),
      );
      setHidden((prev) => (same(prev, next) ? prev : next));
    };
    measure();
    el.addEventListener('scroll', measure, {passive: true});
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(el);
    const table = el.querySelector('table');
    if (table) resized?.observe(table);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resized?.disconnect();
    };
  }, [layout]);
  const note = scrollNote(hidden);
  return (
    <>
      {note && (
        <p id={`${id}-more`} className={`${styles.muted} ${own.note}`}>
          {note}
        </p>
      )}
      <div className={own.edges}>
        {hidden.left.length > 0 && <span className={own.fadeLeft} aria-hidden="true" />}
        <div ref={box} className={styles.tableWrap} role="region" aria-label={label} tabIndex={0} aria-describedby={note ? `${id}-more` : undefined}>
          {children}
        </div>
        {hidden.right.length > 0 && <span className={own.fadeRight} aria-hidden="true" />}
      </div>
    </>
  );
}
