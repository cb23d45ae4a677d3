import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGES,
  canSeePage,
  COMPONENT_TYPES,
  componentScope,
  mayChangeComponentType,
  mayEditInside,
  ROLE_NAMES,
  THEME_BUILDER_PERMISSIONS,
} from '../../src';

const editable = (groups: string[]) => COMPONENT_TYPES.filter((t) => mayChangeComponentType(componentScope(groups), t));

describe('componentScope: what a caller may change in the builder', () => {
  it('gives theme:manage every type, the settings and the header', () => {
    expect(componentScope(['THEME_MANAGER']).full).toBe(true);
    expect(editable(['THEME_MANAGER'])).toEqual([...COMPONENT_TYPES]);
    expect(editable(['SUPER_ADMIN'])).toEqual([...COMPONENT_TYPES]);
  });

  it('gives MARKETING_MANAGER the banners and the marquee, and only the social accounts inside the header', () => {
    const scope = componentScope(['MARKETING_MANAGER']);
    expect(scope.full).toBe(false);
    expect(editable(['MARKETING_MANAGER'])).toEqual(['BANNER', 'MARQUEE', 'BANNER_COMPONENT']);
    expect(scope.headerSocialAccounts).toBe(true);
    expect(mayChangeComponentType(scope, 'HEADER')).toBe(false);
    expect(mayEditInside(scope, 'HEADER')).toBe(true);
    expect(mayEditInside(scope, 'FOOTER')).toBe(false);
  });

  it('gives roles without banners, marquee, social media or theme nothing', () => {
    for (const role of ['ADMIN', 'CONTENT_MANAGER', 'ANALYST', 'USER'] as const) {
      expect(editable([role])).toEqual([]);
      expect(componentScope([role]).headerSocialAccounts).toBe(false);
    }
  });

  it('adds up the scopes of several roles', () => {
    expect(editable(['CONTENT_MANAGER', 'MARKETING_MANAGER'])).toEqual(['BANNER', 'MARQUEE', 'BANNER_COMPONENT']);
  });

  it('opens the builder page to exactly the roles whose scope is not empty (one matrix decides both)', () => {
    expect(ADMIN_PAGES.find((p) => p.path === '/admin/theme')?.anyOf).toEqual(THEME_BUILDER_PERMISSIONS);
    for (const role of ROLE_NAMES) {
      const scope = componentScope([role]);
      const hasScope = scope.full || scope.types.size > 0 || scope.headerSocialAccounts;
      expect(canSeePage([role], '/admin/theme'), role).toBe(hasScope);
    }
  });
});
