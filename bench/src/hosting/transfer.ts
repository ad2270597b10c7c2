// What a warm visit cost on the wire: bytes of every exchange, and for the host's own files how many
// were revalidated (304), sent again (200) or taken from the browser's cache without asking.

export interface Transfer {
  bytes: number;
  status304: number;
  status200: number;
  cached: number;
}

export interface Exchange {
  url: string;
  /** Answered from the memory or disk cache: no request reached a server. */
  cached: boolean;
  /** The status as it came off the wire (a revalidated page or fetch shows the page 200, the wire 304). */
  wireStatus: number | null;
  status: number | null;
  bytes: number;
  done: boolean;
}

/** Tallies exchanges: bytes over the wire (all origins), and for `staticOrigins` the answers by kind. */
export function tallyTransfer(exchanges: Iterable<Exchange>, staticOrigins: ReadonlySet<string>): Transfer {
  const transfer: Transfer = { bytes: 0, status304: 0, status200: 0, cached: 0 };
  for (const exchange of exchanges) {
    if (!exchange.cached) transfer.bytes += exchange.bytes;
    if (!staticOrigins.has(new URL(exchange.url).origin)) continue;
    const status = exchange.wireStatus ?? exchange.status;
    if (exchange.cached) transfer.cached += 1;
    else if (status === 304) transfer.status304 += 1;
    else if (status === 200) transfer.status200 += 1;
  }
  return transfer;
}
