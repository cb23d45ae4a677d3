import type { SavePageType } from '@shop/shared';
import { listVersions, readPointer, readVersionComponents } from '../../repositories/theme-repository';

/**
 * One saved version of a tab with its components, for a read-only look before restoring it.
 * Undefined when the version is gone, or is being pruned (some of its components already deleted).
 */
export const readTabVersion = async (pageType: SavePageType, version: number) => {
  const [pointer, versions] = await Promise.all([readPointer(pageType), listVersions(pageType)]);
  const target = versions.find((v) => v.version === version);
  if (!target) return undefined;
  const components = await readVersionComponents(pageType, target.versionId);
  if (components.length !== target.componentCount) return undefined;
  const { versionId: _versionId, ...info } = target;
  return { ...info, current: version === pointer?.version, components: components.sort((a, b) => a.order - b.order) };
};
