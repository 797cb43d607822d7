import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Paragraph } from './Heading.tsx';
import { StoryFrame } from './StoryFrame.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const statuses = [
  { id: 'pending', label: 'Pending (3)', text: 'Three sellers are waiting for review.' },
  { id: 'approved', label: 'Approved (12)', text: 'Twelve sellers can sell on Suki.' },
  { id: 'rejected', label: 'Rejected (1)', text: 'One seller was asked to resubmit.' },
  { id: 'suspended', label: 'Suspended (2)', text: 'Two sellers cannot sell until reinstated.' },
];

function TabsStory({ disabled = [] }: { disabled?: string[] }) {
  return (
    <StoryFrame width="page">
      <Tabs disabledKeys={disabled}>
        <TabList aria-label="Approval status">
          {statuses.map((status) => (
            <Tab key={status.id} id={status.id}>
              {status.label}
            </Tab>
          ))}
        </TabList>
        {statuses.map((status) => (
          <TabPanel key={status.id} id={status.id}>
            <Paragraph>{status.text}</Paragraph>
          </TabPanel>
        ))}
      </Tabs>
    </StoryFrame>
  );
}

const meta = { title: 'UI/Tabs', component: TabsStory } satisfies Meta<typeof TabsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved (12)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Twelve sellers can sell on Suki.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pending (3)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved (12)' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a phone every tab stays in view: the row wraps rather than hiding tabs past its edge. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('tablist').getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 0.5);
  },
};

export const WithDisabledTab: Story = {
  args: { disabled: ['rejected'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Rejected (1)' })).toHaveAttribute('aria-disabled', 'true');
  },
};
