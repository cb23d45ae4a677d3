import {
  CURSOR_RESEND_DELAY_MS,
  CURSOR_THROTTLE_MS,
  PRESENCE_UPDATE_DELAY_MS,
  REALTIME_EVENTS,
  SOCKET_EMIT_EVENTS,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  type Cursor,
  type Presence,
  type ServerMessage,
} from '@shop/shared';
import { parseServerMessage } from './server-message';

/** The part of the browser's WebSocket the client uses; tests hand in a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface RealtimeDeps {
  /** POST createRealtimeTicket: a single-use ticket for the next connection. */
  readonly fetchTicket: () => Promise<string>;
  /** config.webSocketUrl */
  readonly webSocketUrl: () => string;
  readonly openSocket: (url: string) => SocketLike;
}

/**
 * idle → connecting → open; a failed attempt (ticket refused, socket closed, no open within
 * the timeout) → reconnecting, up to SOCKET_RECONNECTION_ATTEMPTS times, then failed;
 * stop() → closed from anywhere.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

export interface RealtimeSnapshot {
  readonly status: ConnectionStatus;
  /** This connection's socketId, once the server told it (admin:self). */
  readonly selfId: string | undefined;
  readonly path: string;
  /** The theme-builder component this admin has selected, shared with the others on the page. */
  readonly selection: string | undefined;
  /** Everyone on an /admin page, this connection included (see otherAdmins). */
  readonly admins: readonly Presence[];
  /** The others' cursors on this page, by socketId. */
  readonly cursors: Readonly<Record<string, Cursor>>;
}

/** Where the pointer is: x and y in percent of the visible page, the page's scroll in pixels. */
export interface PointerPosition {
  readonly x: number;
  readonly y: number;
  readonly scrollX: number;
  readonly scrollY: number;
}

export type OrderListener = (orderId: string) => void;
/** An order changed on the server: its id and its version now. */
/** A live chat event as the server sent it. */
export type ChatEvent = Extract<ServerMessage, { action: 'chat:message' | 'chat:typing' | 'chat:conversation' }>;
export type ChatListener = (event: ChatEvent) => void;
export type OrderUpdateListener = (update: { readonly orderId: string; readonly version: number }) => void;

const clampPercent = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 100) / 100;
const clampScroll = (n: number) => Math.round(Math.max(0, n));
const samePosition = (a: PointerPosition | undefined, b: PointerPosition) =>
  a?.x === b.x && a.y === b.y && a.scrollX === b.scrollX && a.scrollY === b.scrollY;

const withTicket = (webSocketUrl: string, ticket: string) => {
  const url = new URL(webSocketUrl, typeof location === 'undefined' ? 'http://localhost' : location.href);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set('ticket', ticket);
  return url.href;
};

/**
 * The one realtime connection of the admin app: presence, live cursors and order events
 * over the WebSocket API. A store (subscribe / getSnapshot) for React, driven by a few
 * commands: start, setPath, movePointer, stop. Every timer lives here, so the rules
 * (throttle, delays, reconnects) are tested with fake timers and a fake socket.
 */
export class RealtimeClient {
  private snapshot: RealtimeSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly orderListeners = new Set<OrderListener>();
  private readonly orderUpdateListeners = new Set<OrderUpdateListener>();
  private readonly chatListeners = new Set<ChatListener>();
  private socket: SocketLike | undefined;
  /** Bumped whenever a socket or ticket request is given up, so its late events are ignored. */
  private generation = 0;
  private retries = 0;
  private stopped = false;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private presenceTimer: ReturnType<typeof setTimeout> | undefined;
  private pointerTimer: ReturnType<typeof setTimeout> | undefined;
  private pendingPointer: PointerPosition | undefined;
  private lastPointer: PointerPosition | undefined;
  private lastPointerAt = Number.NEGATIVE_INFINITY;
  /** Whether this connection shares cursors on its page now (joined and not left since). */
  private inCursorRoom = false;
  /** A hidden tab shares no cursor: the others would see it frozen where the admin left the page. */
  private hidden = false;
  /**
   * The others on this page as of the last admins:update that listed this connection on it;
   * undefined until one did (so this admin's own arrival is never taken for theirs).
   */
  private pageMates: ReadonlySet<string> | undefined;
  private resendTimer: ReturnType<typeof setTimeout> | undefined;
  /** The next flush sends the position even if it was the last one sent: a newcomer has not seen it. */
  private resendDue = false;

  constructor(
    private readonly deps: RealtimeDeps,
    /** Sent with presence and moves as the spec's payload asks; the server shows its own identity instead. */
    private readonly userName: string,
    path: string,
  ) {
    this.snapshot = { status: 'idle', selfId: undefined, path, selection: undefined, admins: [], cursors: {} };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): RealtimeSnapshot => this.snapshot;

  onOrder(listener: OrderListener): () => void {
    this.orderListeners.add(listener);
    return () => this.orderListeners.delete(listener);
  }

  /** Live chat's events (issue 30), for Aktif Sohbetler: a message, typing, a conversation's row. */
  onChat(listener: ChatListener): () => void {
    this.chatListeners.add(listener);
    return () => this.chatListeners.delete(listener);
  }

  /** order:updated, for the page that shows that order. */
  onOrderUpdate(listener: OrderUpdateListener): () => void {
    this.orderUpdateListeners.add(listener);
    return () => this.orderUpdateListeners.delete(listener);
  }

  start(): void {
    if (this.snapshot.status !== 'idle') return;
    void this.connect();
  }

  /**
   * After the 10 attempts have failed, a new round starts when the browser says the network
   * or the tab is back (online, visible): an admin who slept a laptop is not left without
   * order alerts until a reload.
   */
  resume(): void {
    if (this.snapshot.status !== 'failed' || this.stopped) return;
    this.retries = 0;
    void this.connect();
  }

  /**
   * The admin moved to another /admin page: the cursor leaves the old page at once (the others
   * stop showing it there), presence and the new cursor room follow 100 ms later.
   */
  setPath(path: string): void {
    if (path === this.snapshot.path) return;
    this.leaveCursors();
    this.pageMates = undefined;
    this.set({ path, selection: undefined, cursors: {} });
    this.lastPointer = undefined;
    this.schedulePresence();
  }

  /** The builder row this admin selected (undefined: none); the others see it with the presence, 100 ms later. */
  setSelection(componentId: string | undefined): void {
    if (componentId === this.snapshot.selection) return;
    this.set({ selection: componentId });
    this.schedulePresence();
  }

  /** At most one cursor:move per CURSOR_THROTTLE_MS, carrying the latest position, and none while the pointer stays put. */
  movePointer(position: PointerPosition): void {
    if (this.snapshot.status !== 'open') return;
    this.pendingPointer = {
      x: clampPercent(position.x),
      y: clampPercent(position.y),
      scrollX: clampScroll(position.scrollX),
      scrollY: clampScroll(position.scrollY),
    };
    this.schedulePointer();
  }

  private schedulePointer() {
    if (this.pointerTimer !== undefined) return;
    const wait = this.lastPointerAt + CURSOR_THROTTLE_MS - Date.now();
    if (wait <= 0) this.flushPointer();
    else
      this.pointerTimer = setTimeout(() => {
        this.pointerTimer = undefined;
        this.flushPointer();
      }, wait);
  }

  /**
   * The tab was hidden or shown again: a hidden tab leaves its page's cursors (admin:cursor:leave),
   * a shown one joins them again (the others' cursors come with their next moves).
   */
  setVisible(visible: boolean): void {
    if (visible === !this.hidden) return;
    this.hidden = !visible;
    if (!visible) this.leaveCursors();
    else if (this.snapshot.status === 'open') this.joinCursors();
  }

  /** Signed out or left /admin (the builder and every admin page unmount): the cursor leaves, the connection closes and is not reopened. */
  stop(): void {
    this.leaveCursors();
    this.stopped = true;
    this.generation++;
    for (const timer of [this.connectTimer, this.retryTimer, this.presenceTimer, this.pointerTimer, this.resendTimer]) clearTimeout(timer);
    this.pointerTimer = undefined;
    this.dropSocket(1000);
    this.set({ status: 'closed', selfId: undefined, admins: [], cursors: {} });
  }

  private set(next: Partial<RealtimeSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }

  private send(action: string, data?: unknown) {
    this.socket?.send(JSON.stringify(data === undefined ? { action } : { action, data }));
  }

  /** Bursts of page or selection changes become one admin:update carrying the latest of both. */
  private schedulePresence() {
    clearTimeout(this.presenceTimer);
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = undefined;
      if (this.snapshot.status === 'open') this.join(SOCKET_EMIT_EVENTS.adminUpdate);
    }, PRESENCE_UPDATE_DELAY_MS);
  }

  private join(presenceAction: string) {
    const { path, selection } = this.snapshot;
    this.send(presenceAction, { path, userName: this.userName, ...(selection === undefined ? {} : { selectedComponentId: selection }) });
    if (!this.hidden) this.joinCursors();
  }

  private joinCursors() {
    this.send(SOCKET_EMIT_EVENTS.cursorJoin, { path: this.snapshot.path });
    this.inCursorRoom = true;
  }

  /** Tells the others at once that this cursor left the page, and stops showing theirs. */
  private leaveCursors() {
    if (!this.inCursorRoom) return;
    this.inCursorRoom = false;
    clearTimeout(this.pointerTimer);
    this.pointerTimer = undefined;
    this.pendingPointer = undefined;
    this.lastPointer = undefined;
    this.cancelResend();
    if (this.snapshot.status === 'open') this.send(SOCKET_EMIT_EVENTS.cursorLeave);
    this.set({ cursors: {} });
  }

  private flushPointer() {
    const position = this.pendingPointer;
    this.pendingPointer = undefined;
    const resend = this.resendDue;
    this.resendDue = false;
    if (!position || (!resend && samePosition(this.lastPointer, position)) || this.snapshot.status !== 'open' || !this.inCursorRoom) return;
    this.lastPointer = position;
    this.lastPointerAt = Date.now();
    this.send(SOCKET_EMIT_EVENTS.cursorMove, { ...position, userName: this.userName, path: this.snapshot.path });
  }

  /**
   * Follows who is on this page: once the server has listed this connection on it, an admin who
   * appears there later joined after it and got an empty cursors:init (positions are never
   * stored), so this client re-sends its cursor for them.
   */
  private notePageMates(admins: readonly Presence[]) {
    const { path, selfId } = this.snapshot;
    if (selfId === undefined || !admins.some((p) => p.socketId === selfId && p.path === path)) {
      this.pageMates = undefined;
      return;
    }
    const mates = admins.filter((p) => p.path === path && p.socketId !== selfId).map((p) => p.socketId);
    if (this.pageMates && mates.some((id) => !this.pageMates?.has(id))) this.scheduleResend();
    this.pageMates = new Set(mates);
  }

  /**
   * The last position, once, through the throttled cursor:move, CURSOR_RESEND_DELAY_MS later (the
   * server's room may not hold the newcomer sooner); one re-send serves every newcomer meanwhile.
   * Nothing when this admin has no cursor on the page (not moved yet, tab hidden, page left).
   */
  private scheduleResend() {
    if (this.resendTimer !== undefined) return;
    this.resendTimer = setTimeout(() => {
      this.resendTimer = undefined;
      const position = this.pendingPointer ?? this.lastPointer;
      if (!position || !this.inCursorRoom || this.snapshot.status !== 'open') return;
      this.pendingPointer = position;
      this.resendDue = true;
      this.schedulePointer();
    }, CURSOR_RESEND_DELAY_MS);
  }

  private cancelResend() {
    clearTimeout(this.resendTimer);
    this.resendTimer = undefined;
    this.resendDue = false;
  }

  private async connect() {
    const generation = ++this.generation;
    this.set({ status: this.retries === 0 ? 'connecting' : 'reconnecting' });
    let ticket: string;
    try {
      ticket = await this.deps.fetchTicket();
    } catch {
      this.attemptFailed(generation);
      return;
    }
    if (generation !== this.generation) return;
    const socket = this.deps.openSocket(withTicket(this.deps.webSocketUrl(), ticket));
    this.socket = socket;
    this.connectTimer = setTimeout(() => this.attemptFailed(generation), SOCKET_TIMEOUT_MS);
    socket.onopen = () => {
      if (generation !== this.generation) return;
      clearTimeout(this.connectTimer);
      this.retries = 0;
      this.lastPointer = undefined;
      this.set({ status: 'open' });
      // A reconnect is a new connection: it joins again, wherever the admin is now.
      this.join(SOCKET_EMIT_EVENTS.adminJoin);
    };
    socket.onmessage = (event) => {
      if (generation !== this.generation) return;
      const message = parseServerMessage(String(event.data));
      if (message) this.receive(message);
    };
    socket.onclose = () => this.attemptFailed(generation);
  }

  private dropSocket(code?: number) {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    socket.close(code);
  }

  private attemptFailed(generation: number) {
    if (generation !== this.generation || this.stopped) return;
    this.generation++;
    clearTimeout(this.connectTimer);
    this.dropSocket();
    this.inCursorRoom = false;
    this.pageMates = undefined;
    this.cancelResend();
    this.set({ selfId: undefined, admins: [], cursors: {} });
    if (this.retries >= SOCKET_RECONNECTION_ATTEMPTS) {
      this.set({ status: 'failed' });
      return;
    }
    this.retries++;
    this.set({ status: 'reconnecting' });
    this.retryTimer = setTimeout(() => void this.connect(), SOCKET_RECONNECTION_DELAY_MS);
  }

  private receive(message: ServerMessage) {
    const { cursors, path, selfId } = this.snapshot;
    switch (message.action) {
      case REALTIME_EVENTS.adminSelf: {
        this.set({ selfId: message.data.socketId });
        // The list may have come first: it shows who was here when this connection arrived.
        this.notePageMates(this.snapshot.admins);
        return;
      }
      case REALTIME_EVENTS.adminsUpdate: {
        // Whoever left the list left the page or disconnected: their cursor goes too.
        const present = new Set(message.data.map((p) => p.socketId));
        const kept = Object.fromEntries(Object.entries(cursors).filter(([id]) => present.has(id)));
        this.set({ admins: message.data, cursors: kept });
        this.notePageMates(message.data);
        return;
      }
      case REALTIME_EVENTS.cursorsInit: {
        this.set({
          cursors: Object.fromEntries(message.data.filter((c) => c.path === path && c.socketId !== selfId).map((c) => [c.socketId, c])),
        });
        return;
      }
      case REALTIME_EVENTS.cursorUpdate:
        if (message.data.path !== path || message.data.socketId === selfId) return;
        {
          this.set({ cursors: { ...cursors, [message.data.socketId]: message.data } });
          return;
        }
      case REALTIME_EVENTS.cursorRemove: {
        if (!(message.data.socketId in cursors)) return;
        const { [message.data.socketId]: _removed, ...rest } = cursors;
        this.set({ cursors: rest });
        return;
      }
      case REALTIME_EVENTS.orderNew:
        for (const listener of this.orderListeners) listener(String(message.data.orderId));
        return;
      case REALTIME_EVENTS.orderUpdated:
        for (const listener of this.orderUpdateListeners) listener(message.data);
        return;
      case REALTIME_EVENTS.chatMessage:
      case REALTIME_EVENTS.chatTyping:
      case REALTIME_EVENTS.chatConversation:
        for (const listener of this.chatListeners) listener(message);
        return;
      case REALTIME_EVENTS.chatStatus:
        // The visitor's event; an admin connection never receives it.
        return;
    }
  }
}
