import { linkSchema, type Link } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';
import type { LinkChoice } from './link-targets';

const T = WIDGET_TEXTS.linkPicker;

export type LinkType = Link['type'];

/** The dialog's work in progress. */
export interface LinkDraft {
  readonly type: LinkType;
  /** What each type's tab holds; switching tabs keeps them. The custom tab's target is the text typed. */
  readonly choices: Readonly<Partial<Record<LinkType, LinkChoice>>>;
  readonly title: string;
  readonly newTab: boolean;
}

/** Opening on a saved link shows its tab with its target chosen; without one, the page tab. */
export const draftFrom = (value: Link | null): LinkDraft =>
  value && value.target !== ''
    ? { type: value.type, choices: { [value.type]: { target: value.target, name: value.title } }, title: value.title, newTab: value.newTab }
    : { type: 'page', choices: {}, title: value?.title ?? '', newTab: value?.newTab ?? false };

/** The title follows the choice (it defaults to the chosen name) until the user writes one of their own. */
const titleFollows = (draft: LinkDraft) => draft.title.trim() === '' || draft.title === draft.choices[draft.type]?.name;

export const chooseTarget = (draft: LinkDraft, choice: LinkChoice): LinkDraft => ({
  ...draft,
  choices: { ...draft.choices, [draft.type]: choice },
  title: titleFollows(draft) ? choice.name : draft.title,
});

export const switchType = (draft: LinkDraft, type: LinkType): LinkDraft => ({
  ...draft,
  type,
  title: titleFollows(draft) ? (draft.choices[type]?.name ?? '') : draft.title,
});

export type LinkCheck =
  { readonly ok: true; readonly link: Link } | { readonly ok: false; readonly field: 'target' | 'title'; readonly message: string };

const FIELD_NAMES = { target: T.address, title: T.linkTitle } as const;

/** The shared schema's messages start with the field's key ("target yalnızca …"): said with its Turkish name here. */
const spoken = (message: string, field: 'target' | 'title') =>
  message.startsWith(field) ? `${FIELD_NAMES[field]}${message.slice(field.length)}` : message;

/**
 * The link the draft makes, checked with the server's own schema (so a `javascript:` address
 * or an over-long title is refused here as it would be there), or why not.
 */
export const checkDraft = (draft: LinkDraft): LinkCheck => {
  const choice = draft.choices[draft.type];
  const target = choice?.target.trim() ?? '';
  if (target === '') return { ok: false, field: 'target', message: T.missing[draft.type] };
  // A title left empty is the chosen name's.
  const title = draft.title.trim() || (choice?.name ?? '');
  const parsed = linkSchema.safeParse({ type: draft.type, title, target, newTab: draft.newTab });
  if (parsed.success) return { ok: true, link: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'title' ? 'title' : 'target';
  return { ok: false, field, message: spoken(issue?.message ?? T.missing[draft.type], field) };
};
