import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFakeAdminStorefront,
  makeOutboxEntry,
  orderNumberOf,
  type FakeAdminStorefrontOptions,
} from '../../../../tests/services/admin-storefront.ts';
import { provideAdminStorefront } from '../../../app/admin-storefront.ts';
import { AdminLayout } from '../../layout/AdminLayout.tsx';
import { laptop, phone } from '../../layout/story-fixtures.tsx';
import { keptExplanation, StorefrontEvents } from './StorefrontEvents.tsx';

/** The real page over the in-memory outbox described by `scenario` (plain data). */
function StorefrontEventsStory({ scenario }: { scenario: FakeAdminStorefrontOptions }) {
  const [logic] = useState(() => provideAdminStorefront(createFakeAdminStorefront(scenario).service));
  return (
    <AdminLayout path="/admin/storefront-events" onLogout={() => undefined}>
      <StorefrontEvents logic={logic} />
    </AdminLayout>
  );
}

/** Six events never sent: no URL is set. */
const kept = [1, 2, 3, 4, 5, 6].map((index) => makeOutboxEntry(index, 'kept'));
/** With a URL: the newest still waiting (tried three times, refused), the others delivered. */
const sent = [
  makeOutboxEntry(1, 'delivered'),
  makeOutboxEntry(2, 'delivered'),
  makeOutboxEntry(3, 'delivered'),
  makeOutboxEntry(4, 'waiting'),
  makeOutboxEntry(5, 'waiting', { attempts: 0, lastError: null }),
];

const meta = {
  title: 'Admin/Storefront events',
  component: StorefrontEventsStory,
  args: { scenario: { events: kept } },
} satisfies Meta<typeof StorefrontEventsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const eventList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Storefront events, newest first' });

export const Kept: Story = {
  globals: laptop,
  play: async ({ canvasElement }) => {
    const list = await eventList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await expect(within(canvasElement).getByText(keptExplanation)).toBeInTheDocument();
    const [newest] = within(list).getAllByRole('listitem');
    await expect(newest).toHaveTextContent(`Order #${orderNumberOf(6)}`);
    await expect(within(newest!).getByText('Kept')).toBeInTheDocument();
  },
};

export const KeptPhone: Story = { globals: phone };

export const Sent: Story = {
  globals: laptop,
  args: { scenario: { events: sent, eventsUrlConfigured: true } },
  play: async ({ canvasElement }) => {
    const list = await eventList(canvasElement);
    await within(list).findByText('Last error: The storefront answered 503 Service Unavailable.');
    await expect(within(list).getAllByText('Delivered')).toHaveLength(3);
    await expect(within(list).getAllByText('Waiting')).toHaveLength(2);
    await expect(within(list).getByText('Not tried yet')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(keptExplanation)).not.toBeInTheDocument();
  },
};

export const SentPhone: Story = { ...Sent, globals: phone };

export const EventJson: Story = {
  args: { scenario: { events: sent, eventsUrlConfigured: true } },
  play: async ({ canvasElement }) => {
    const list = await eventList(canvasElement);
    const [newest] = within(list).getAllByRole('listitem');
    const trigger = within(newest!).getByRole('button', { name: 'Event JSON' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(newest!).getByLabelText(`Event JSON of order #${orderNumberOf(5)}`),
    ).toHaveTextContent('"reason": "Sold out at the shop"');
  },
};

/** Two a page: Load more (or the sentinel, when it is in reach) pages on until the last. */
export const Paging: Story = {
  args: { scenario: { events: kept, pageSize: 2 } },
  play: async ({ canvasElement }) => {
    const list = await eventList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more events' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { scenario: { events: [] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No storefront events yet' });
  },
};

export const Loading: Story = { args: { scenario: { events: kept, never: true } } };

export const Failed: Story = {
  args: { scenario: { events: kept, fail: { list: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The storefront events could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const MoreFailed: Story = {
  args: { scenario: { events: kept, pageSize: 2, fail: { more: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'More storefront events could not be loaded.',
    );
    await expect(within(await eventList(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};
