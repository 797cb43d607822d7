// A list that pages, from plain props: the items (each rendered as a DataListItem), then a loading row, an
// error row with a retry, an end note, or the sentinel that asks for the next page when it comes within
// half a screen of view (spec §9). The paged-list machine drives it through `status`.
//
// `layout="list"` is a plain list whose items hold their own links and buttons; `layout="grid"` is a
// react-aria GridList, one row per item with an action and arrow-key navigation (the notification feed).
import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  type ReactNode,
} from 'react';
import { GridList, GridListItem, type Key } from 'react-aria-components';
import { Banner } from './Banner.tsx';
import { Button } from './Button.tsx';
import * as styles from './DataList.css.ts';

export type DataListStatus = 'loading' | 'idle' | 'failed' | 'end';
type Layout = 'list' | 'grid';

export type DataListProps<T extends { id: Key }> = {
  items: readonly T[];
  /** Renders one item as a DataListItem. */
  children: (item: T) => ReactNode;
  /** `loading` a page is on its way; `idle` more pages wait; `failed` the last page failed; `end` no more. */
  status: DataListStatus;
  onLoadMore: () => void;
  /** Asks for the failed page again; a list that never shows `failed` needs none. */
  onRetry?: () => void;
  layout?: Layout;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** What an empty list shows once it is known to be empty (an EmptyState). */
  emptyState?: ReactNode;
  loadingLabel?: string;
  loadingMoreLabel?: string;
  /** Why the last page failed, above the retry button. */
  errorText?: string;
  retryLabel?: string;
  /** Said under the last item when there are no more; nothing is shown without it. */
  endText?: string;
  /** Values the rendered items read besides the item itself (a grid re-renders its rows when they change). */
  dependencies?: readonly unknown[];
  className?: string;
};

const LayoutContext = createContext<Layout>('list');

export function DataList<T extends { id: Key }>({
  items,
  children,
  status,
  onLoadMore,
  onRetry,
  layout = 'list',
  emptyState,
  loadingLabel = 'Loading…',
  loadingMoreLabel = 'Loading more…',
  errorText = 'This list could not be loaded.',
  retryLabel = 'Try again',
  endText,
  dependencies = [],
  className,
  ...labelling
}: DataListProps<T>) {
  const isEmpty = items.length === 0;
  // Before the first page arrives (or when it failed) there is nothing to list, not an empty list.
  const showsList = !isEmpty || status === 'end' || status === 'idle';
  return (
    <LayoutContext.Provider value={layout}>
      <div className={[styles.root, className].filter(Boolean).join(' ')}>
        {!showsList ? null : layout === 'grid' ? (
          <GridList
            {...labelling}
            items={items}
            dependencies={dependencies}
            className={styles.list({ layout })}
            renderEmptyState={() => emptyState}
          >
            {children}
          </GridList>
        ) : isEmpty ? (
          emptyState
        ) : (
          <ol {...labelling} className={styles.list({ layout })}>
            {items.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </ol>
        )}
        {status === 'loading' ? (
          <div role="status" className={styles.status}>
            {isEmpty ? loadingLabel : loadingMoreLabel}
          </div>
        ) : status === 'failed' ? (
          <div className={styles.failure}>
            <Banner tone="error">{errorText}</Banner>
            {onRetry ? (
              <Button variant="secondary" onPress={onRetry}>
                {retryLabel}
              </Button>
            ) : null}
          </div>
        ) : status === 'idle' ? (
          <LoadMoreSentinel onLoadMore={onLoadMore} itemCount={items.length} />
        ) : endText && !isEmpty ? (
          <p className={styles.status}>{endText}</p>
        ) : null}
      </div>
    </LayoutContext.Provider>
  );
}

export type DataListItemProps = {
  /** Given by the list from the item's id. */
  id?: Key;
  /** The row's text for typeahead and screen readers (grid layout). */
  textValue?: string;
  /** What pressing the row does (grid layout). */
  onAction?: () => void;
  className?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export function DataListItem({ className, children, ...props }: DataListItemProps) {
  const layout = useContext(LayoutContext);
  const classes = [styles.item({ layout }), className].filter(Boolean).join(' ');
  if (layout === 'grid')
    return (
      <GridListItem {...props} className={classes}>
        {children}
      </GridListItem>
    );
  const { id: _id, textValue: _textValue, onAction: _onAction, ...data } = props;
  return (
    <li {...data} className={classes}>
      {children}
    </li>
  );
}

/**
 * Calls `onLoadMore` once the sentinel is within half a screen (of its scroll container, or of the window)
 * of view. The observer is made again whenever the list grows, because an observer only reports changes:
 * a sentinel still in reach after a short page would otherwise never ask for the next one.
 */
function LoadMoreSentinel({ onLoadMore, itemCount }: { onLoadMore: () => void; itemCount: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      // The margins react-aria's own load-more sentinel uses; only the bottom one matters to a column.
      { root: scrollContainer(sentinel), rootMargin: '0px 50% 50% 50%' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [itemCount]);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}

/** The nearest ancestor that scrolls vertically; null for the window. */
function scrollContainer(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/auto|scroll|overlay/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}
