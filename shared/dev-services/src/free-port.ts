import net from 'node:net';

/** A port on 127.0.0.1 held bound until `release()`: meanwhile the system gives it to nobody else. */
export interface PortReservation {
  readonly port: number;
  release(): Promise<void>;
}

/**
 * Holds a free port until its user binds it. A port that is only reported free goes back into the pool
 * at once, and a server started before its user binds it (one asking for port 0) may be given it.
 */
export function reservePort(): Promise<PortReservation> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, release: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** A TCP port on 127.0.0.1 the operating system has just reported free (another process may still take it). */
export async function freePort(): Promise<number> {
  const reservation = await reservePort();
  await reservation.release();
  return reservation.port;
}
