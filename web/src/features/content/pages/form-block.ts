import Quill, { Delta } from 'quill';
import type { BlockEmbed as BlockEmbedType } from 'quill/blots/block';
import { FORM_BLOCK_ATTRIBUTE, FORM_ID_PATTERN } from '@shop/shared';

/*
 * A form placed in a page body (the form builder's form; the contract with the server and the
 * storefront is `<div data-shop-form="FORMID"></div>`). In the editor it is one block the writer
 * cannot type into, reading "Form: <name>"; the server keeps only the div and its id.
 */

export interface FormBlockValue {
  readonly id: string;
  /** Shown in the editor only; a page read back knows the id alone until the integrator names it. */
  readonly name: string;
}

export const FORM_BLOT_NAME = 'shop-form';
const FORM_BLOCK_CLASS = 'shop-form-block';

const BlockEmbed = Quill.import('blots/block/embed') as typeof BlockEmbedType;

class FormBlockBlot extends BlockEmbed {
  static override blotName = FORM_BLOT_NAME;
  static override tagName = 'DIV';
  // Matched in the editor by its class; stored HTML (no class) comes in through formBlockMatcher.
  static override className = FORM_BLOCK_CLASS;

  static override create(value: FormBlockValue): HTMLElement {
    const node = super.create() as HTMLElement;
    node.setAttribute(FORM_BLOCK_ATTRIBUTE, value.id);
    node.setAttribute('contenteditable', 'false');
    node.dataset.formName = value.name;
    node.textContent = `Form: ${value.name || value.id}`;
    return node;
  }

  static override value(node: HTMLElement): FormBlockValue {
    return { id: node.getAttribute(FORM_BLOCK_ATTRIBUTE) ?? '', name: node.dataset.formName ?? '' };
  }
}

Quill.register(FormBlockBlot, true);

/** Reads a stored form block back into the editor (the clipboard converts the page's HTML on load). */
const formBlockMatcher = (node: Node): Delta => {
  const id = node instanceof HTMLElement ? node.getAttribute(FORM_BLOCK_ATTRIBUTE) : null;
  return id && FORM_ID_PATTERN.test(id)
    ? new Delta().insert({ [FORM_BLOT_NAME]: { id, name: (node as HTMLElement).dataset.formName ?? '' } })
    : new Delta();
};

/** Quill's clipboard option that reads form blocks (pass in the editor's `modules.clipboard`). */
export const FORM_BLOCK_CLIPBOARD = { matchers: [[`div[${FORM_BLOCK_ATTRIBUTE}]`, formBlockMatcher]] };

/**
 * Puts the form at the cursor (the end when the editor has no selection) as its own block, the
 * cursor after it. A malformed id is refused: the server would drop the block.
 */
export const insertFormBlock = (quill: Quill, form: FormBlockValue): void => {
  if (!FORM_ID_PATTERN.test(form.id)) throw new Error(`Form kimliği geçersiz: ${form.id}`);
  const index = quill.getSelection(true).index;
  quill.insertEmbed(index, FORM_BLOT_NAME, { id: form.id, name: form.name }, 'user');
  quill.setSelection(index + 1, 0, 'silent');
};
