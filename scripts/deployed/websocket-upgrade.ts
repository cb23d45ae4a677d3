import WebSocket from 'ws';

/** Opens `webSocketUrl` with a ticket, as the admin shell does; rejects with the HTTP status of a refused upgrade. */
export const openTicketSocket = (webSocketUrl: string, ticket: string | undefined): Promise<WebSocket> => {
  const url = new URL(webSocketUrl);
  if (ticket !== undefined) url.searchParams.set('ticket', ticket);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode ?? 0}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', reject);
  });
};

/** The status of a refused upgrade, or 101 when it opened (it is closed again). */
export const upgradeStatusAt = async (webSocketUrl: string, ticket: string | undefined): Promise<number> => {
  try {
    const ws = await openTicketSocket(webSocketUrl, ticket);
    ws.close();
    return 101;
  } catch (error) {
    return (error as { status?: number }).status ?? 0;
  }
};
