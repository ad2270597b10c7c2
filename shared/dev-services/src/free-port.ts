import net from 'node:net';

export interface PortReservation {
  readonly port: number;
  release(): Promise<void>;
}

/** Held until its user binds it: a port only reported free returns to the pool, where a port-0 server may get it. */
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
