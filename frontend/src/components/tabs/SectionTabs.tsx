import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTabParam } from './useTabParam';

export interface SectionTab {
  /** The ?tab= value in the address. */
  id: string;
  label: string;
}

export interface SectionTabsProps<T extends SectionTab> {
  /** Prefix for element ids, unique per screen. */
  name: string;
  ariaLabel: string;
  tabs: readonly T[];
  renderPanel: (tab: T) => ReactNode;
  /** The tab open without a ?tab= in the address; the first one unless given. */
  fallbackId?: string;
}

/** Tabs whose selection lives in the address; scrollable so seven tabs fit a 360 px phone. */
export function SectionTabs<T extends SectionTab>({ name, ariaLabel, tabs, renderPanel, fallbackId }: SectionTabsProps<T>) {
  const [activeId, selectTab] = useTabParam(
    tabs.map((tab) => tab.id),
    fallbackId,
  );
  const activeTab = tabs.find((tab) => tab.id === activeId) ?? tabs[0];

  return (
    <Paper variant="outlined">
      <Tabs
        value={activeTab.id}
        onChange={(_event, id: string) => selectTab(id)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={ariaLabel}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={tab.label} id={`${name}-tab-${tab.id}`} aria-controls={`${name}-tabpanel-${tab.id}`} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${name}-tabpanel-${activeTab.id}`}
        aria-labelledby={`${name}-tab-${activeTab.id}`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {renderPanel(activeTab)}
      </Box>
    </Paper>
  );
}
