// The navigation entries of spec §2; an entry is active for its path and every sub-path.
import type { ComponentType, SVGProps } from 'react';
import { isUnder } from '#machines/session/routes.ts';
import {
  BanknoteIcon,
  BoxIcon,
  ExternalIcon,
  GridIcon,
  HomeIcon,
  MegaphoneIcon,
  ReceiptIcon,
  TagIcon,
  UserIcon,
  WalletIcon,
} from '../ui/icons.tsx';

export type NavEntry = { label: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export const sellerNav: readonly NavEntry[] = [
  { label: 'Home', href: '/dashboard', icon: HomeIcon },
  { label: 'Products', href: '/products', icon: BoxIcon },
  { label: 'Orders', href: '/orders', icon: ReceiptIcon },
  { label: 'Payments', href: '/payments', icon: WalletIcon },
];

export const adminNav: readonly NavEntry[] = [
  { label: 'Dashboard', href: '/admin/dashboard', icon: GridIcon },
  { label: 'Sellers', href: '/admin/sellers', icon: UserIcon },
  { label: 'Products', href: '/admin/products', icon: BoxIcon },
  { label: 'Storefront', href: '/admin/storefront-events', icon: ExternalIcon },
  { label: 'Payouts', href: '/admin/payouts', icon: BanknoteIcon },
  { label: 'Categories', href: '/admin/categories', icon: TagIcon },
  { label: 'Marketing', href: '/admin/socmed-post', icon: MegaphoneIcon },
  { label: 'Campaigns', href: '/admin/campaigns', icon: BoxIcon },
];

export const isActive = (path: string, entry: NavEntry): boolean => isUnder(path, entry.href);
