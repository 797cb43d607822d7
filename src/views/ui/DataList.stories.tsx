import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from './Card.tsx';
import { DataList, DataListItem, type DataListProps, type DataListStatus } from './DataList.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Paragraph } from './Heading.tsx';
import { InboxIcon } from './icons.tsx';
import { Link } from './Link.tsx';
import { StoryFrame } from './StoryFrame.tsx';
import { scrollPanel } from './StoryFrame.css.ts';

type Order = { id: string; buyer: string; total: string };

const orders = (from: number, count: number): Order[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `order-${from + index}`,
    buyer: `Buyer ${from + index}`,
    total: `₱${(from + index) * 125}.00`,
  }));

/** Pages that arrive a microtask after they are asked for, like a fast server; no sleeping. */
function usePagedOrders(total: number, pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const [isLoading, setLoading] = useState(false);
  const items = useMemo(() => orders(1, Math.min(count, total)), [count, total]);
  const status: DataListStatus = isLoading ? 'loading' : count < total ? 'idle' : 'end';
  const loadMore = () => {
    setLoading(true);
    void Promise.resolve().then(() => {
      setCount((shown) => shown + pageSize);
      setLoading(false);
    });
  };
  return { items, status, loadMore };
}

type StoryArgs = Pick<DataListProps<Order>, 'items' | 'status' | 'layout' | 'onLoadMore' | 'onRetry'> & {
  /** When set, the list pages through this many orders by itself. */
  total?: number;
  onOpen: (id: string) => void;
};

function OrdersStory({ total, layout = 'list', onOpen, ...props }: StoryArgs) {
  const paged = usePagedOrders(total ?? 0, 10);
  const source = total ? { items: paged.items, status: paged.status, onLoadMore: paged.loadMore } : props;
  const list = (
    <DataList
      {...props}
      {...source}
      layout={layout}
      aria-label="Orders"
      className={layout === 'grid' ? scrollPanel : undefined}
      loadingLabel="Loading orders…"
      loadingMoreLabel="Loading more orders…"
      errorText="The orders could not be loaded."
      endText="That is every order."
      emptyState={
        <EmptyState icon={<InboxIcon />} title="No orders yet" size={layout === 'grid' ? 'compact' : 'page'}>
          Orders appear here as soon as a buyer checks out.
        </EmptyState>
      }
    >
      {(order) =>
        layout === 'grid' ? (
          <DataListItem textValue={order.buyer} onAction={() => onOpen(order.id)}>
            <StoryFrame>
              <strong>{order.buyer}</strong>
              <span>{order.total}</span>
            </StoryFrame>
          </DataListItem>
        ) : (
          <DataListItem>
            <Card padding="md">
              <Link href={`/orders/${order.id}`}>{order.buyer}</Link>
              <Paragraph muted>{order.total}</Paragraph>
            </Card>
          </DataListItem>
        )
      }
    </DataList>
  );
  return <StoryFrame width="form">{list}</StoryFrame>;
}

const meta = {
  title: 'UI/DataList',
  component: OrdersStory,
  args: {
    items: orders(1, 3),
    status: 'end',
    layout: 'list',
    onLoadMore: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof OrdersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('That is every order.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more orders…');
  },
};

export const Failed: Story = {
  args: { items: [], status: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A later page failed: the orders already shown stay. */
export const FailedMore: Story = {
  args: { status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

/** The sentinel asks for the next page as the end comes within half a screen, until there are no more. */
export const PagesOnScroll: Story = {
  args: { total: 45 },
  play: async ({ canvas }) => {
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(canvas.getByText('That is every order.')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(45);
  },
};

/** Rows with an action, navigated with the arrow keys (the notification feed). */
export const Grid: Story = {
  args: { layout: 'grid' },
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await userEvent.click(rows[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith('order-2');
  },
};

export const GridEmpty: Story = {
  args: { layout: 'grid', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row')).toHaveTextContent('No orders yet');
  },
};

/** In a scrolling panel the sentinel watches the panel, not the window. */
export const GridPagesOnScroll: Story = {
  args: { layout: 'grid', total: 35 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    const panel = grid.parentElement!;
    await waitFor(
      () => {
        panel.scrollTop = panel.scrollHeight;
        expect(canvas.getByText('That is every order.')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(35);
  },
};
