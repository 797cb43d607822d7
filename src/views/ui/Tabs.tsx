// react-aria's Tabs with the kit's look: an underlined tab row, an even grid on narrow screens.
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'>;
export type TabListProps<T> = Omit<AriaTabListProps<T>, 'className' | 'style'>;
export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;
export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

export const Tabs = (props: TabsProps) => <AriaTabs {...props} className={styles.tabs} />;

export const TabList = <T extends object>(props: TabListProps<T>) => (
  <AriaTabList {...props} className={styles.tabList} />
);

export const Tab = (props: TabProps) => <AriaTab {...props} className={styles.tab} />;

export const TabPanel = (props: TabPanelProps) => <AriaTabPanel {...props} className={styles.tabPanel} />;
