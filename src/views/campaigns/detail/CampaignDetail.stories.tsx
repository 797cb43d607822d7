import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PickedProduct, ProductOption } from '#machines/campaign-application/context.ts';
import { campaignMessages, type CampaignDetail, type CampaignProduct } from '#schemas/campaigns';
import { CampaignStage } from '../../../../tests/models/campaign-application-support.tsx';
import {
  createFakeCampaigns,
  daysFrom,
  fakeNow,
  makeCampaign,
} from '../../../../tests/services/campaigns.ts';
import { createFakeProducts, makeProduct, samplePicture } from '../../../../tests/services/products.ts';
import { StoryFrame } from '../../ui/StoryFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { ApplicationPicker, CampaignDetailView, type ApplicationPickerProps } from './CampaignDetail.tsx';

const applied = (
  id: number,
  name: string,
  status: CampaignProduct['status'],
  reason: string | null = null,
): CampaignProduct => ({
  id,
  data: { id: 5000 + id, productName: name, imageUrl: samplePicture(id) },
  productPrice: 475.5,
  discountPrice: 380.4,
  percentOff: 20,
  status,
  reason,
  appliedAt: daysFrom(fakeNow, -1),
  decidedAt: status === 'pending' ? null : daysFrom(fakeNow, 0, -2),
});

const campaign = (overrides: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...makeCampaign(1, {
    title: 'Payday Sale',
    heading: 'Up to 20% off on payday',
    description:
      'Deals from the best stores in the Philippines, every payday.\nFree shipping on orders over ₱500.',
  }),
  applications: [
    {
      id: 1,
      createdAt: daysFrom(fakeNow, -1),
      products: [
        applied(1, 'Abaca tote bag', 'approved'),
        applied(2, 'Rattan fruit basket', 'pending'),
        applied(3, 'Piña barong blouse', 'rejected', 'The discount is too small for this campaign.'),
      ],
    },
  ],
  ...overrides,
});

const options: ProductOption[] = [1, 4, 7].map((index) => {
  const product = makeProduct(index);
  return {
    productId: product.id,
    productName: product.productName,
    imageUrl: samplePicture(index),
    price: Math.round(product.price * 100),
  };
});
const picked: PickedProduct[] = [
  { ...options[0]!, discount: '380.40' },
  { ...options[1]!, discount: '0' },
];

const pickerProps: ApplicationPickerProps = {
  search: '',
  isSearching: false,
  searchFailed: false,
  options,
  appliedIds: new Set(),
  picked,
  errors: { products: { [options[1]!.productId]: campaignMessages.discountAtLeastOne }, general: null },
  failureText: null,
  isBusy: false,
  onSearch: () => {},
  onRetrySearch: () => {},
  onAdd: () => {},
  onRemove: () => {},
  onDiscount: () => {},
  onSubmit: () => {},
  onCancel: () => {},
};

const meta = {
  title: 'Campaigns/Detail',
  component: CampaignDetailView,
  args: {
    campaign: campaign(),
    now: fakeNow,
    isOpen: true,
    application: <Button>Apply products</Button>,
  },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof CampaignDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browsing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Applications close /)).toBeVisible();
    await expect(canvas.getByText('Reason: The discount is too small for this campaign.')).toBeVisible();
  },
};

/** Sent: the products read Pending (the toast is the app's). */
export const Applied: Story = {
  args: {
    campaign: campaign({
      applications: [
        {
          id: 2,
          createdAt: daysFrom(fakeNow, 0),
          products: [applied(4, 'Abaca tote bag', 'pending'), applied(5, 'Rattan fruit basket', 'pending')],
        },
      ],
    }),
  },
};

export const Picking: Story = {
  args: { application: <ApplicationPicker {...pickerProps} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(campaignMessages.discountAtLeastOne)).toBeVisible();
    await expect(canvas.getByText('20% off', { selector: '[slot="description"]' })).toBeVisible();
  },
};

export const Searching: Story = {
  args: { application: <ApplicationPicker {...pickerProps} isSearching picked={[]} /> },
};

export const SearchFailed: Story = {
  args: { application: <ApplicationPicker {...pickerProps} searchFailed picked={[]} /> },
};

export const NothingPicked: Story = {
  args: {
    application: (
      <ApplicationPicker
        {...pickerProps}
        picked={[]}
        errors={{ products: {}, general: campaignMessages.productsRequired }}
      />
    ),
  },
};

export const Submitting: Story = {
  args: {
    application: (
      <ApplicationPicker
        {...pickerProps}
        picked={[{ ...options[0]!, discount: '380.40' }]}
        errors={{ products: {}, general: null }}
        isBusy
      />
    ),
  },
};

export const Failed: Story = {
  args: {
    application: (
      <ApplicationPicker
        {...pickerProps}
        picked={[{ ...options[0]!, discount: '380.40' }]}
        errors={{ products: {}, general: null }}
        failureText={campaignMessages.alreadyApplied('Abaca tote bag')}
      />
    ),
  },
};

export const Closed: Story = {
  args: {
    isOpen: false,
    application: null,
    campaign: campaign({ applicationEndDate: daysFrom(fakeNow, -1) }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Applications are closed')).toBeVisible();
  },
};

export const ClosedByTheServer: Story = {
  args: { ...Closed.args, closedText: campaignMessages.applicationsClosed('Payday Sale') },
};

export const NoApplications: Story = {
  args: {
    isOpen: false,
    application: null,
    campaign: campaign({
      allowApplication: false,
      applicationEndDate: null,
      applications: [],
      displayType: 'STARTING_AT',
      displayValue: '199.00',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This campaign does not take applications')).toBeVisible();
    await expect(within(canvasElement).getByText('Starting at ₱199.00')).toBeVisible();
  },
};

export const CountdownUpcoming: Story = {
  args: {
    campaign: campaign({
      displayType: 'COUNTDOWN',
      displayValue: null,
      startDate: daysFrom(fakeNow, 5),
      endDate: daysFrom(fakeNow, 20),
      applicationEndDate: daysFrom(fakeNow, 4),
    }),
  },
};

/** The real machine over the in-memory services: the campaign on its way, and failing. */
const stage = (fakes: Parameters<typeof createFakeCampaigns>[0], campaignId = '1') => {
  const products = createFakeProducts({ products: [makeProduct(1), makeProduct(4)] });
  const campaigns = createFakeCampaigns({ products: () => products.products(), ...fakes });
  return () => (
    <CampaignStage campaigns={campaigns.service} products={products.service} campaignId={campaignId} />
  );
};

export const Loading: Story = { render: stage({ hang: { get: true } }) };

export const LoadFailed: Story = {
  render: stage({ fail: { get: true } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(campaignMessages.fetchFailed)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: stage({}, '404'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(campaignMessages.notFound)).toBeVisible();
  },
};
