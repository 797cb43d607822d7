import type { Meta, StoryObj } from '@storybook/react-vite';
import { laptop, phone } from '../layout/story-fixtures.tsx';
import { LandingPage } from './LandingPage.tsx';

const meta = { title: 'Pages/Landing', component: LandingPage } satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = { globals: laptop };
export const Narrow: Story = { globals: phone };
