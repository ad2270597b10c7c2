// Every write the server acknowledged during the run (a 2xx the client read in full). The verification
// reads each of them back at the end: an entry that cannot be found there is data lost.

export interface AckedBucket {
  user: number;
  bucketID: string;
  content: string;
  type: 'REPEAT' | 'ACHIEVEMENT';
}
export interface AckedMoment {
  user: number;
  bucketID: string;
  momentID: string;
  content: string;
}
export interface AckedProof {
  user: number;
  momentID: string;
  photoUrl: string;
}
export interface AckedFriend {
  /** The user who added by code; the friendship must show on both sides. */
  user: number;
  friend: number;
}
export interface AckedCheer {
  user: number;
  friend: number;
  momentID: string;
}

export class Ledger {
  readonly buckets: AckedBucket[] = [];
  readonly moments: AckedMoment[] = [];
  readonly proofs: AckedProof[] = [];
  readonly friends: AckedFriend[] = [];
  readonly cheers: AckedCheer[] = [];

  counts(): Record<'buckets' | 'moments' | 'proofs' | 'friends' | 'cheers', number> {
    return {
      buckets: this.buckets.length,
      moments: this.moments.length,
      proofs: this.proofs.length,
      friends: this.friends.length,
      cheers: this.cheers.length,
    };
  }

  total(): number {
    return Object.values(this.counts()).reduce((a, b) => a + b, 0);
  }
}
