import { TabPanel, TabView } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { AREA_TABS, MESSAGES, THEME_TAB_LABELS, type AreaTab } from '@shop/shared';
import { useShareSelection } from '../../../session/realtime/builder-presence';
import { useFrameControls } from '../../../ui/frame-controls';
import { useBuilderSend, useCurrentTab, useSelectedComponentId, useTabIds } from '../state';
import { BUILDER_TEXTS } from '../texts';
import { ScopeBanner } from '../scope/ScopeBanner';
import { ComponentList } from './ComponentList';

const EMPTY_TEXTS: Record<AreaTab, string> = {
  top: MESSAGES.empty.topTab,
  middle: MESSAGES.empty.components,
  bottom: MESSAGES.empty.bottomTab,
};

/** The theme pages' own left sidebar: area switcher, the three area tabs with their components, user menu (the switcher and the menu are the shell's, handed down). */
export function ThemeSidebar({ onAdd }: { onAdd: () => void }) {
  const frame = useFrameControls();
  const currentTab = useCurrentTab();
  const send = useBuilderSend();
  const activeIndex = AREA_TABS.indexOf(currentTab as AreaTab);

  return (
    <aside className="builder-sidebar" aria-label={BUILDER_TEXTS.sidebarLabel}>
      <ShareSelection />
      {frame?.areaSwitcher}
      <Button className="builder-add-button" icon="pi pi-plus" label={BUILDER_TEXTS.addComponent} outlined size="small" onClick={onAdd} />
      <ScopeBanner />
      <TabView
        className="builder-tabs"
        activeIndex={activeIndex < 0 ? 1 : activeIndex}
        onTabChange={(event) => send({ type: 'tab.switch', tab: AREA_TABS[event.index] as AreaTab })}
        aria-label={BUILDER_TEXTS.areaTabs}
      >
        {AREA_TABS.map((tab) => (
          <TabPanel key={tab} header={THEME_TAB_LABELS[tab]}>
            <AreaPanel tab={tab} onAdd={onAdd} />
          </TabPanel>
        ))}
      </TabView>
      {frame?.userMenu}
    </aside>
  );
}

function AreaPanel({ tab, onAdd }: { tab: AreaTab; onAdd: () => void }) {
  const count = useTabIds(tab).length;
  if (count > 0) return <ComponentList tab={tab} />;
  return (
    <div className="builder-empty" data-testid="builder-empty">
      <i className="pi pi-inbox" aria-hidden="true" />
      <p className="builder-empty-title">{EMPTY_TEXTS[tab]}</p>
      <p className="builder-muted">{BUILDER_TEXTS.emptyHint}</p>
      <Button label={BUILDER_TEXTS.addComponent} icon="pi pi-plus" size="small" text onClick={onAdd} />
    </div>
  );
}

/** Its own component, so a new selection re-renders nothing of the sidebar. */
function ShareSelection() {
  useShareSelection(useSelectedComponentId());
  return null;
}
