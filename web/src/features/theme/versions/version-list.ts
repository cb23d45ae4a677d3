import { AREA_TABS, PREVIEW_MESSAGE_TYPES, isAreaTab, type AreaTab, type ThemeComponent, type ThemeConfig, type ThemeType } from '@shop/shared';
import { formatDateTime, formatNumber } from '../../../format/format';
import { relativeTime } from '../../other/notifications/relative-time';
import type { OutgoingPreviewMessage } from '../machine/preview-sync';
import { VERSION_TEXTS } from './texts';
import type { ThemeVersion } from '@shop/shared';

/** What a row of the history shows, worked out once from the API's item. */
export interface VersionRow {
  readonly version: number;
  readonly title: string;
  readonly current: boolean;
  readonly restoredNote: string | null;
  readonly savedBy: string;
  readonly relative: string;
  readonly absolute: string;
  readonly createdAt: string;
  readonly count: string;
}

/** The admin's name, else the e-mail (cognito-local tokens carry no name), else a placeholder. */
export const savedByLabel = (createdBy: ThemeVersion['createdBy']): string => {
  for (const label of [createdBy.name, createdBy.email]) {
    const trimmed = label?.trim();
    if (trimmed) return trimmed;
  }
  return VERSION_TEXTS.unknownAdmin;
};

/** Newest first, whatever order the answer came in; times relative to `now` and absolute (tr-TR, Istanbul). */
export const versionRows = (items: readonly ThemeVersion[], now: number): VersionRow[] =>
  [...items]
    .sort((a, b) => b.version - a.version)
    .map((item) => ({
      version: item.version,
      title: VERSION_TEXTS.version(item.version),
      current: item.current,
      restoredNote: item.restoredFrom ? VERSION_TEXTS.restoredFrom(item.restoredFrom) : null,
      savedBy: savedByLabel(item.createdBy),
      relative: relativeTime(item.createdAt, now),
      absolute: formatDateTime(item.createdAt),
      createdAt: item.createdAt,
      count: VERSION_TEXTS.componentCount(formatNumber(item.componentCount)),
    }));

/** As the builder places them: a component of no area goes to the middle one. */
const areaOf = (component: ThemeComponent): AreaTab => (isAreaTab(component.tabType) ? component.tabType : 'middle');

export interface VersionPreviewInput {
  /** The area the version belongs to, and its components in order. */
  readonly area: AreaTab;
  readonly components: readonly ThemeComponent[];
  /** The builder's components: its other areas frame the version as the page would show it. */
  readonly builderComponents: readonly ThemeComponent[];
  readonly themeConfig: ThemeConfig;
  readonly themeType: ThemeType;
}

/**
 * The whole page for a preview frame of its own: the version in its area, the builder's other
 * areas around it, and the theme settings; the same messages the builder sends its frame.
 */
export const versionPreviewMessages = (input: VersionPreviewInput): OutgoingPreviewMessage[] => {
  const others = input.builderComponents.filter((c) => areaOf(c) !== input.area);
  const version = input.components.map((c, order) => ({ ...c, order, tabType: input.area }));
  const all = [...others, ...version];
  const order = Object.fromEntries(
    AREA_TABS.map((area) => [
      area,
      all
        .filter((c) => areaOf(c) === area)
        .sort((a, b) => a.order - b.order)
        .map((c) => String(c.id)),
    ]),
  ) as Record<AreaTab, string[]>;
  return [
    { type: PREVIEW_MESSAGE_TYPES.updateTheme, reset: true, upserts: all, removedIds: [], order, viewport: 'desktop', selectedComponentId: null },
    { type: PREVIEW_MESSAGE_TYPES.updateThemeConfig, themeConfig: input.themeConfig, themeType: input.themeType },
  ];
};
