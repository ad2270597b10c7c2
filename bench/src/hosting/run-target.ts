// What a visit is measured against and what it notes beside its figures: shared by the cold visits
// (visits.ts) and the repeat visit with the worker (worker-visit.ts).
export interface HostTarget {
  /** The shell's origin on this host. */
  shell: string;
  /** Origins whose answers are this host's files (the shell's and the remotes'), for the 304/200 counts. */
  staticOrigins: ReadonlySet<string>;
}

/** What a run saw beside its figures: the LCP elements and what the page policy refused, per visit. */
export interface RunNotes {
  lcpElement: { login: string | null; home: string | null };
  refused: { login: string[]; home: string[]; warm: string[]; worker: string[] };
  /** Where a visit ended when the app did not render there. */
  notRendered: string[];
  /** The cold /home's requests up to the streak, when asked for (waterfall.ts). */
  waterfall: string[];
  /** The same for the repeat visit with the worker. */
  repeatWaterfall: string[];
  /** Per tapped control (tap-visit.ts): the cold page's requests and the app's marks up to what it opened. */
  tapWaterfall: Record<string, string[]>;
  /** The repeat visit with the worker: what touched the network (worker-visit.ts). */
  repeatNetwork: string[];
}
