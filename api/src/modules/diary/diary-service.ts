// The proof diary's rules (docs/decisions.md "Proof diary"): Seoul months and days, the streak of each day.
import type { DiaryDay, DiaryProof, DiaryResponse } from '@momentum/contracts';
import { seoulDate, seoulDayStart } from '@momentum/contracts/seoul-calendar';
import { ErrorCode } from '@momentum/contracts/errors';
import { AppError } from '../../errors/app-error.js';
import type { PhotoUrls } from '../../photos/photo-urls.js';
import type { DiaryRepository, ProofRow } from './diary-repository.js';

const bucketNotFound = () => new AppError(404, ErrorCode.NOT_FOUND, '버킷리스트를 찾을 수 없습니다.');

/** The first day of the month after a 'YYYY-MM' month, as 'YYYY-MM-DD'. */
function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

export function createDiaryService(repo: DiaryRepository, photoUrls: PhotoUrls) {
  // Every proof here is the caller's own (the repository reads by user), so its photos get URLs.
  const withUrls = async ({ photoKey, thumbKey, ...proof }: ProofRow): Promise<DiaryProof> => ({
    ...proof,
    photoUrl: (await photoUrls.of(photoKey))!,
    thumbUrl: (await photoUrls.of(thumbKey))!,
  });

  return {
    async month(userId: string, month: string): Promise<DiaryResponse> {
      const firstDay = `${month}-01`;
      const lastDay = nextMonthStart(month);
      const to = seoulDayStart(lastDay);
      const [rows, runs] = await Promise.all([
        repo.proofsBetween(userId, seoulDayStart(firstDay), to),
        repo.runsEndingBefore(userId, firstDay, lastDay, to),
      ]);
      const byDay = new Map<string, DiaryProof[]>();
      for (const proof of await Promise.all(rows.map(withUrls))) {
        const day = seoulDate(new Date(proof.provenAt));
        byDay.set(day, [...(byDay.get(day) ?? []), proof]);
      }
      const days: DiaryDay[] = [...byDay].map(([date, proofs]) => ({ date, streak: 1 + (runs.get(date) ?? 0), proofs }));
      return { month, provenDayCount: days.length, days };
    },

    async bucketProofs(userId: string, bucketId: string): Promise<DiaryProof[]> {
      const rows = await repo.proofsOfBucket(userId, bucketId);
      if (!rows) throw bucketNotFound();
      return Promise.all(rows.map(withUrls));
    },
  };
}
