import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SavePageType } from '@shop/shared';
import { CLEAN, ZERO_VERSIONS, initialDocument, initialView, isDirty, type TabVersions } from './builder-context';
import type { BuilderEvent } from './builder-events';
import { commitEdit, commitRedo, commitUndo, type EditingState } from './commit';
import { EMPTY_HISTORY, positionOf, type HistoryEntry } from './history';
import { previewDiff, previewReset, scrollMessage, type OutgoingPreviewMessage, type PreviewBase } from './preview-sync';
import { savedVersionsOf, toSaveFailure, type SaveFailure } from './save-error';
import {
  fromServer,
  hydrate,
  rebase,
  saveInput,
  type Hydrated,
  type PersistRequest,
  type PersistedTheme,
  type SaveThemeInput,
  type ServerTheme,
} from './theme-snapshot';
import { addComponent } from './transitions/add-component';
import type { Edit, EditableState } from './transitions/edit';
import { popupSaved } from './transitions/popup-saved';
import { removeComponent } from './transitions/remove-component';
import { renameComponent } from './transitions/rename-component';
import { reorderComponent } from './transitions/reorder-component';
import { closePanel, selectComponent, togglePanel } from './transitions/select-component';
import { switchPage, switchTab, switchViewport } from './transitions/switch-view';
import { toggleActive } from './transitions/toggle-active';
import { updateComponent } from './transitions/update-component';
import { updateComponentData } from './transitions/update-component-data';
import { updateThemeConfig } from './transitions/update-theme-config';

/**
 * The theme builder's one machine (platform §2-5, §8; component editors §2-4).
 *
 * Decisions worth knowing before changing it:
 * - Numbering: an area's order is dense and zero-based, 0..n-1, and is simply the index in
 *   `order[tab]`. Add appends (highest + 1, or 0 in an empty area, as the spec says); remove and
 *   reorder renumber by closing up. Components in `byId` carry no order; payloads write it back in.
 * - Undo: every document change (components, area order, theme settings) is a step holding only
 *   the old values of what it touched; selection, panel, tab, viewport and page are never steps.
 *   Same `coalesceKey` within COALESCE_WINDOW_MS: one step. Undoing back to the position of the
 *   last load or save clears the unsaved mark (the document is the server's again).
 * - Saving: `ready.saving` posts the copy taken when it started; edits made meanwhile stay unsaved.
 *   409 -> `ready.conflict`. `theme.reloadServer` drops local edits for the server's theme.
 *   `conflict.keepEditing` loads the server's theme, keeps the areas this admin changed (now based
 *   on the server's versions, so the next save succeeds and replaces them) and takes the other
 *   admin's work in every area this admin did not change. Nothing is dropped without the admin
 *   choosing it.
 * - Local copy: after every change `persistLocal` gets the document, tab, versions and unsaved
 *   flags (the real writer debounces). On entry an unsaved copy is restored and stays marked
 *   unsaved; if the server moved on, those areas keep their old base and saving meets the conflict.
 * - Preview: nothing is posted until `preview.ready`; then a reset, then per change only what
 *   differs from the last post (identity diff), plus a scroll on select and add.
 */
export interface BuilderDeps {
  readonly newId: () => string;
  readonly now: () => Date;
}

export interface BuilderInput {
  /** The signed-in admin: the local copy is kept per admin. */
  readonly userEmail: string;
  /** Ids and time for new components; tests pass fixed ones. */
  readonly deps?: Partial<BuilderDeps>;
}

export interface SaveThemeOutput {
  readonly versions: Partial<Record<SavePageType, number>>;
}

export interface BuilderContext extends EditingState {
  readonly userEmail: string;
  readonly deps: BuilderDeps;
  readonly isHydrated: boolean;
  /** The version of each area this builder's copy is based on (sent as baseVersion). */
  readonly versions: TabVersions;
  /** The local copy read on entry, until the server's theme arrives. */
  readonly localCopy: PersistedTheme | null;
  readonly loadError: string | null;
  readonly saveError: SaveFailure | null;
  /** The revision a running save took its copy at. */
  readonly savingRevision: number;
  /** The undo position a running save took its copy at: the clean point once it succeeds. */
  readonly savingPoint: HistoryEntry | null;
  readonly preview: { readonly ready: boolean; readonly base: PreviewBase | null };
}

const DEFAULT_DEPS: BuilderDeps = { newId: () => crypto.randomUUID(), now: () => new Date() };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const notProvided = (name: string) => () => Promise.reject(new Error(`${name}: provide it with machine.provide()`));

const previewState = (context: BuilderContext): PreviewBase => ({
  byId: context.byId,
  order: context.order,
  themeConfig: context.themeConfig,
  themeType: context.themeType,
  selectedComponentId: context.selectedComponentId,
  viewport: context.viewport,
});

const persistRequest = (context: BuilderContext): PersistRequest => ({
  userEmail: context.userEmail,
  doc: { byId: context.byId, order: context.order, themeConfig: context.themeConfig, themeType: context.themeType },
  currentTab: context.currentTab,
  versions: context.versions,
  dirty: context.dirty,
});

/** A transition function of one event type, as the machine calls it. */
type EditOf<T extends BuilderEvent['type']> = (state: EditableState, event: Extract<BuilderEvent, { type: T }>, deps: BuilderDeps) => Edit | null;

const builder = setup({
  types: {
    context: {} as BuilderContext,
    events: {} as BuilderEvent,
    input: {} as BuilderInput,
  },
  actors: {
    /** The admin's local copy, or null. */
    readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(() => Promise.resolve(null)),
    /** GET listThemeComponents and getThemeConfig. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- XState's way to say an actor takes no input
    loadTheme: fromPromise<ServerTheme, void>(notProvided('loadTheme')),
    /** One POST saveThemeComponents per area, then saveThemeConfig; fails with a SaveThemeError. */
    saveTheme: fromPromise<SaveThemeOutput, SaveThemeInput>(notProvided('saveTheme')),
  },
  actions: {
    /** Keeps the admin's copy locally (the real one writes debounced). */
    persistLocal: (_, _request: PersistRequest) => undefined,
    /** One message to the preview frame. */
    postToPreview: (_, _message: OutgoingPreviewMessage) => undefined,
  },
  guards: {
    isConflict: ({ event }) => 'error' in event && toSaveFailure(event.error).status === 409,
  },
});

/** The part of enqueueActions' `enqueue` the helpers below use, whatever event is being handled. */
interface Enqueue {
  (action: { type: 'postToPreview'; params: OutgoingPreviewMessage } | { type: 'persistLocal'; params: PersistRequest }): void;
  assign: (updates: Partial<BuilderContext>) => void;
}

/** After any change: the preview gets what differs from what it last got, the local copy is refreshed. */
const sync = (enqueue: Enqueue, before: BuilderContext, after: BuilderContext, scrollTo?: string) => {
  if (after.preview.ready && after.preview.base) {
    const next = previewState(after);
    for (const message of previewDiff(after.preview.base, next)) enqueue({ type: 'postToPreview', params: message });
    enqueue.assign({ preview: { ready: true, base: next } });
  }
  if (scrollTo !== undefined && after.preview.ready) enqueue({ type: 'postToPreview', params: scrollMessage(scrollTo) });
  const docChanged =
    before.byId !== after.byId || before.order !== after.order || before.themeConfig !== after.themeConfig || before.themeType !== after.themeType;
  if (docChanged || before.currentTab !== after.currentTab || before.dirty !== after.dirty || before.versions !== after.versions) {
    enqueue({ type: 'persistLocal', params: persistRequest(after) });
  }
};

const editWith = <T extends BuilderEvent['type']>(type: T, transition: EditOf<T>) =>
  builder.enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== type) return;
    const edit = transition(context, event as Extract<BuilderEvent, { type: T }>, context.deps);
    if (!edit) return;
    const updates = commitEdit(context, edit, context.deps.now().getTime());
    enqueue.assign(updates);
    sync(enqueue, context, { ...context, ...updates }, edit.scrollTo);
  });

const travelWith = (travel: typeof commitUndo) =>
  builder.enqueueActions(({ context, enqueue }) => {
    const updates = travel(context, context.deps.now().getTime());
    if (!('history' in updates)) return;
    enqueue.assign(updates);
    sync(enqueue, context, { ...context, ...updates });
  });

/** Replaces the document (entry, reload, rebase): history starts over, the preview gets everything. */
const replaceDocument = (enqueue: Enqueue, context: BuilderContext, hydrated: Hydrated, keepSelection: boolean) => {
  const selected =
    keepSelection && context.selectedComponentId !== null && hydrated.doc.byId[context.selectedComponentId] ? context.selectedComponentId : null;
  const after: BuilderContext = {
    ...context,
    ...hydrated.doc,
    versions: hydrated.versions,
    dirty: hydrated.dirty,
    history: EMPTY_HISTORY,
    cleanPoint: isDirty(hydrated.dirty) ? 'none' : null,
    selectedComponentId: selected,
    editMode: selected !== null,
    panelOpen: selected !== null && context.panelOpen,
    isHydrated: true,
    localCopy: null,
    loadError: null,
    revision: context.revision + 1,
  };
  const { preview: _preview, ...updates } = after;
  enqueue.assign(updates);
  if (after.preview.ready) {
    const base = previewState(after);
    for (const message of previewReset(base)) enqueue({ type: 'postToPreview', params: message });
    enqueue.assign({ preview: { ready: true, base } });
  }
  enqueue({ type: 'persistLocal', params: persistRequest(after) });
};

const EDIT_ACTIONS = {
  'component.add': editWith('component.add', (s, e, deps) => addComponent(s, e, deps)),
  'component.remove': editWith('component.remove', (s, e) => removeComponent(s, e.id)),
  'component.reorder': editWith('component.reorder', (s, e) => reorderComponent(s, e.id, e.toIndex)),
  'component.toggleActive': editWith('component.toggleActive', (s, e) => toggleActive(s, e.id)),
  'component.rename': editWith('component.rename', (s, e) => renameComponent(s, e.id, e.name, e.coalesceKey)),
  'component.updateData': editWith('component.updateData', (s, e) => updateComponentData(s, e.id, e.componentData, e.coalesceKey)),
  'component.update': editWith('component.update', (s, e) => updateComponent(s, e.id, e.patch, e.coalesceKey)),
  'component.select': editWith('component.select', (s, e) => selectComponent(s, e.id)),
  'panel.toggle': editWith('panel.toggle', (s) => togglePanel(s)),
  'panel.close': editWith('panel.close', (s) => closePanel(s)),
  'tab.switch': editWith('tab.switch', (s, e) => switchTab(s, e.tab)),
  'viewport.switch': editWith('viewport.switch', (s, e) => switchViewport(s, e.viewport)),
  'page.switch': editWith('page.switch', (s, e) => switchPage(s, e.page)),
  'themeConfig.update': editWith('themeConfig.update', (s, e) => updateThemeConfig(s, e.themeConfig, e.themeType, e.coalesceKey)),
} as const;

type EditEventType = keyof typeof EDIT_ACTIONS;

const EDITS = Object.fromEntries((Object.keys(EDIT_ACTIONS) as EditEventType[]).map((type) => [type, { actions: EDIT_ACTIONS[type] }])) as {
  [T in EditEventType]: { actions: (typeof EDIT_ACTIONS)[T] };
};

const saveFailed = builder.enqueueActions(({ context, event, enqueue }) => {
  if (!('error' in event)) return;
  const after: BuilderContext = {
    ...context,
    versions: { ...context.versions, ...savedVersionsOf(event.error) },
    saveError: toSaveFailure(event.error),
  };
  enqueue.assign({ versions: after.versions, saveError: after.saveError });
  sync(enqueue, context, after);
});

/** While the server's copy replaces this one, edits would be thrown away: they are not taken. */
const HOLD_EDITS = Object.fromEntries([...Object.keys(EDIT_ACTIONS), 'history.undo', 'history.redo'].map((type) => [type, {}]));

export const builderMachine = builder.createMachine({
  id: 'builder',
  context: ({ input }) => ({
    ...initialDocument(),
    ...initialView(),
    userEmail: input.userEmail,
    deps: { ...DEFAULT_DEPS, ...input.deps },
    history: EMPTY_HISTORY,
    cleanPoint: null,
    dirty: CLEAN,
    revision: 0,
    isHydrated: false,
    versions: ZERO_VERSIONS,
    localCopy: null,
    loadError: null,
    saveError: null,
    savingRevision: 0,
    savingPoint: null,
    preview: { ready: false, base: null },
  }),
  on: {
    'preview.ready': {
      actions: builder.enqueueActions(({ context, enqueue }) => {
        if (!context.isHydrated) {
          enqueue.assign({ preview: { ready: true, base: null } });
          return;
        }
        const base = previewState(context);
        for (const message of previewReset(base)) enqueue({ type: 'postToPreview', params: message });
        enqueue.assign({ preview: { ready: true, base } });
      }),
    },
    'preview.detached': { actions: builder.assign({ preview: { ready: false, base: null } }) },
  },
  initial: 'loading',
  states: {
    loading: {
      initial: 'local',
      states: {
        local: {
          invoke: {
            src: 'readLocal',
            input: ({ context }) => ({ userEmail: context.userEmail }),
            onDone: { target: 'server', actions: assign({ localCopy: ({ event }) => event.output }) },
            // An unreadable local copy is no reason not to open the builder.
            onError: { target: 'server' },
          },
        },
        server: {
          invoke: {
            src: 'loadTheme',
            onDone: {
              target: '#builder.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                replaceDocument(enqueue, context, hydrate(event.output, context.localCopy), false);
                if (context.localCopy) enqueue.assign({ currentTab: context.localCopy.currentTab });
              }),
            },
            onError: { target: '#builder.loadFailed', actions: assign({ loadError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    loadFailed: {
      on: { 'theme.retryLoad': { target: 'loading', actions: builder.assign({ loadError: null }) } },
    },
    ready: {
      on: {
        ...EDITS,
        'component.reorder': {
          actions: [
            EDIT_ACTIONS['component.reorder'],
            builder.enqueueActions(({ event, enqueue }) => {
              if (event.type === 'component.reorder' && event.save) enqueue.raise({ type: 'theme.save' });
            }),
          ],
        },
        'history.undo': { actions: travelWith(commitUndo) },
        'history.redo': { actions: travelWith(commitRedo) },
        'theme.reloadServer': { target: '.reloading' },
        'popup.saved': {
          actions: builder.enqueueActions(({ context, event, enqueue }) => {
            if (event.type !== 'popup.saved') return;
            const updates = popupSaved(context, event);
            if (!updates) return;
            enqueue.assign(updates);
            sync(enqueue, context, { ...context, ...updates });
          }),
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'theme.save': 'saving' } },
        saving: {
          entry: builder.assign({
            savingRevision: ({ context }) => context.revision,
            savingPoint: ({ context }) => positionOf(context.history),
            saveError: null,
          }),
          invoke: {
            src: 'saveTheme',
            input: ({ context }) => saveInput(context, context.versions),
            onDone: {
              target: 'saved',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const after: BuilderContext = {
                  ...context,
                  versions: { ...context.versions, ...event.output.versions },
                  // Edits made while saving were not in this save: they stay unsaved.
                  dirty: context.revision === context.savingRevision ? CLEAN : context.dirty,
                  cleanPoint: context.savingPoint === null || context.history.past.includes(context.savingPoint) ? context.savingPoint : 'none',
                };
                enqueue.assign({ versions: after.versions, dirty: after.dirty, cleanPoint: after.cleanPoint });
                sync(enqueue, context, after);
              }),
            },
            onError: [
              { guard: 'isConflict', target: 'conflict', actions: saveFailed },
              { target: 'failed', actions: saveFailed },
            ],
          },
        },
        saved: { on: { 'theme.save': 'saving' } },
        failed: { on: { 'theme.save': 'saving' } },
        /** Someone else saved an area first (409): reload theirs, or keep editing on top of their versions. */
        conflict: {
          on: { 'conflict.keepEditing': 'rebasing' },
        },
        reloading: {
          on: HOLD_EDITS,
          invoke: {
            src: 'loadTheme',
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                replaceDocument(enqueue, context, fromServer(event.output), true);
                enqueue.assign({ saveError: null });
              }),
            },
            onError: { target: 'failed', actions: assign({ saveError: ({ event }) => toSaveFailure(event.error) }) },
          },
        },
        /**
         * Keep editing after a conflict: the areas this admin changed stay as they are and now count
         * as based on the server's current versions (the next save replaces them, the admin having
         * been told someone else saved); areas this admin did not touch take the other admin's work.
         */
        rebasing: {
          on: HOLD_EDITS,
          invoke: {
            src: 'loadTheme',
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                replaceDocument(enqueue, context, rebase(context, context.versions, context.dirty, event.output, 'server'), true);
                enqueue.assign({ saveError: null });
              }),
            },
            onError: { target: 'conflict' },
          },
        },
      },
    },
  },
});

export type BuilderMachine = typeof builderMachine;
export type BuilderSnapshot = SnapshotFrom<BuilderMachine>;
