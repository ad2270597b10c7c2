// The benchmark's large dataset as set-based SQL: every row is computed by generate_series from a user
// index, so a batch is one INSERT…SELECT and ids are deterministic (`id('u' || i)` is user i, a valid version-4 UUID).
// The bench derives sign-in subjects and friend ids from the same formulas (see `userId`).
import { createHash } from 'node:crypto';

export const SEED_SIZE = {
  users: 10_000,
  /** Friends per user: the ring neighbours i±1 … i±25, so every friendship is mutual by construction. */
  friends: 50,
  /** Users per INSERT statement (100 moments each: 100,000 moment rows per statement). */
  batch: 1_000,
} as const;

/**
 * Buckets of every user, by slot j. REPEAT slots carry daily moments starting `firstDay` days from today
 * (Seoul): three challenging ones around today (past, today, future), four completed ones in the past.
 * 3 × 20 + 4 × 10 = 100 moments per user, 1,000,000 in all.
 */
const MOMENT_SLOTS = [
  { j: 0, firstDay: -10, count: 20, frequency: 'daily' },
  { j: 1, firstDay: -5, count: 20, frequency: 'daily' },
  { j: 2, firstDay: -15, count: 20, frequency: 'daily' },
  { j: 3, firstDay: -20, count: 10, frequency: 'daily' },
  { j: 4, firstDay: -32, count: 10, frequency: 'daily' },
  { j: 5, firstDay: -44, count: 10, frequency: 'daily' },
  { j: 6, firstDay: -56, count: 10, frequency: 'daily' },
] as const;
/** Users 0 … ARCHIVISTS−1 also carry a long past: 1,000 proven days before every slot's window (the diary's worst case). */
export const ARCHIVISTS = 200;
const ARCHIVE_DAYS = 1_000;
/** The archive ends before the oldest slot's first day, so no Seoul day has two proofs of it. */
const ARCHIVE_FIRST_DAY = -60 - ARCHIVE_DAYS;

/** Slots 0–2 challenging, 3–6 completed REPEAT, 7 REPEAT without moments, 8 achieved, 9 open ACHIEVEMENT. */
const BUCKETS_PER_USER = 10;
const NOTIFICATIONS_PER_USER = 30;

/**
 * A deterministic id: the md5 of a text with the version nibble set to 4 and the variant to 8, so the
 * contracts' UUID validation accepts it. `id(sqlText)` is the SQL form, `uuidFrom(text)` the same in TS.
 */
const id = (sqlText: string) => `overlay(overlay(md5(${sqlText}) placing '4' from 13) placing '8' from 17)::uuid`;

function uuidFrom(text: string): string {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The API's id of seeded user i. */
export const userId = (i: number) => uuidFrom(`u${i}`);

/** A friend of user i (the next one on the ring). */
export const friendOf = (i: number) => (i + 1) % SEED_SIZE.users;

export interface SeedClock {
  /** Today's Seoul midnight as an ISO instant: every window is a whole number of days from it. */
  todayStart: string;
  /** The seeding instant: nothing is completed after it. */
  now: string;
}

export interface SeedStep {
  label: string;
  statements: string[];
  /** Runs after the secondary indexes are back (it looks rows up through them). */
  needsIndexes?: boolean;
}

const q = (text: string) => `'${text.replaceAll("'", "''")}'`;
const arr = (items: readonly string[]) => `array[${items.map(q).join(', ')}]`;

const BUCKET_TEXTS = ['매일 30분 달리기', '물 2리터 마시기', '영어 단어 외우기', '아침 스트레칭', '일기 쓰기',
  '계단 오르기', '독서 20쪽', '새 취미 찾기', '책 12권 읽기', '제주도 한 바퀴'];
const MOMENT_TEXTS = ['공원 한 바퀴', '스트레칭 10분', '단어 20개', '물 한 잔 더', '한 줄 일기'];

function batches(build: (lo: number, hi: number) => string): string[] {
  const out: string[] = [];
  for (let lo = 0; lo < SEED_SIZE.users; lo += SEED_SIZE.batch) out.push(build(lo, Math.min(lo + SEED_SIZE.batch, SEED_SIZE.users) - 1));
  return out;
}

/** The whole seed, in order. Foreign keys hold by construction; the runner switches their triggers off. */
export function seedSteps({ todayStart, now }: SeedClock): SeedStep[] {
  const N = SEED_SIZE.users;
  const half = SEED_SIZE.friends / 2;
  const T0 = `${q(todayStart)}::timestamptz`;
  const NOW = `${q(now)}::timestamptz`;
  const slots = MOMENT_SLOTS.map((s) => `(${s.j}, ${s.firstDay}, ${s.count}, ${q(s.frequency)})`).join(', ');
  return [
    {
      label: 'users',
      statements: [`insert into users (id, kakao_id, nickname, email, friend_code, created_at)
        select ${id("'u' || i")}, 'bench-' || i, '벤치' || i, 'bench' || i || '@example.com',
          'BN' || chr(65 + (i / 10000) % 26) || chr(65 + (i / 260000) % 26) || lpad((i % 10000)::text, 4, '0'),
          ${T0} - interval '120 days' + i * interval '1 second'
        from generate_series(0, ${N - 1}) i`],
    },
    {
      label: 'friendships',
      // Both sides of a pair get the same created_at (it depends on |o| only); each user pins i±1.
      statements: batches((lo, hi) => `insert into friendships (user_id, friend_id, is_fixed, fixed_at, created_at)
        select ${id("'u' || i")}, ${id(`'u' || ((i + o + ${N}) % ${N})`)}, abs(o) = 1,
          case when abs(o) = 1 then ${T0} - (o + 3) * interval '1 day' end,
          ${T0} - interval '100 days' + abs(o) * interval '1 hour'
        from generate_series(${lo}, ${hi}) i
        cross join (select o from generate_series(${-half}, ${half}) o where o <> 0) offsets`),
    },
    {
      label: 'buckets',
      statements: batches((lo, hi) => `insert into buckets (id, user_id, content, type, is_completed, is_challenging, created_at, completed_at)
        select ${id("'b' || i || '-' || j")}, ${id("'u' || i")}, (${arr(BUCKET_TEXTS)})[j + 1],
          (case when j < 8 then 'REPEAT' else 'ACHIEVEMENT' end)::bucket_type,
          j between 3 and 6 or j = 8, j < 3,
          ${T0} - interval '90 days' + j * interval '1 hour' + (i % 997) * interval '1 second',
          case when j between 3 and 6 then ${T0} + (-20 - 12 * (j - 3) + 9) * interval '1 day' + interval '20 hours'
               when j = 8 then ${T0} - interval '3 days' end
        from generate_series(${lo}, ${hi}) i cross join generate_series(0, ${BUCKETS_PER_USER - 1}) j`),
    },
    {
      label: 'moments + proof photos',
      // Proven: every moment of a completed bucket, ~3 in 4 past moments of a challenge, 2 in 5 of today's.
      statements: batches((lo, hi) => `with slot(j, first_day, n, freq) as (values ${slots}),
        m as (
          select i, s.j, k, s.freq, ${T0} + (s.first_day + k) * interval '1 day' as start_date,
            case when s.j >= 3 then true
                 when s.first_day + k < 0 then (i + 3 * s.j + 7 * k) % 4 <> 0
                 when s.first_day + k = 0 then (i + s.j) % 5 < 2
                 else false end as done
          from generate_series(${lo}, ${hi}) i cross join slot s cross join lateral generate_series(0, s.n - 1) k
        ),
        proofs as (
          insert into photos (id, user_id, key, thumb_key, created_at)
          select ${id("'p' || i || '-' || j || '-' || k")}, ${id("'u' || i")},
            'bench/' || md5('p' || i || '-' || j || '-' || k) || '.webp',
            'bench/' || md5('p' || i || '-' || j || '-' || k) || '-thumb.webp', start_date
          from m where done
        )
        insert into moments (id, bucket_id, user_id, content, frequency, start_date, end_date, is_completed, completed_at, photo_id, created_at)
        select ${id("'m' || i || '-' || j || '-' || k")}, ${id("'b' || i || '-' || j")}, ${id("'u' || i")},
          (${arr(MOMENT_TEXTS)})[k % 5 + 1], freq::frequency, start_date, start_date + interval '1 day', done,
          case when done then greatest(start_date, least(start_date + (8 + (i + k) % 12) * interval '1 hour', ${NOW} - interval '1 minute')) end,
          case when done then ${id("'p' || i || '-' || j || '-' || k")} end,
          ${T0} - interval '60 days' + j * interval '1 hour'
        from m`),
    },
    {
      label: 'archivists: 1,000 older proofs each',
      // One more completed REPEAT bucket (slot 10) whose every daily moment was proven, with its photo.
      statements: [
        `insert into buckets (id, user_id, content, type, is_completed, is_challenging, created_at, completed_at)
          select ${id("'b' || i || '-10'")}, ${id("'u' || i")}, '천 일의 기록', 'REPEAT', true, false,
            ${T0} + ${ARCHIVE_FIRST_DAY - 1} * interval '1 day', ${T0} + ${ARCHIVE_FIRST_DAY + ARCHIVE_DAYS} * interval '1 day'
          from generate_series(0, ${ARCHIVISTS - 1}) i`,
        `with m as (
          select i, k, ${T0} + (${ARCHIVE_FIRST_DAY} + k) * interval '1 day' as start_date
          from generate_series(0, ${ARCHIVISTS - 1}) i cross join generate_series(0, ${ARCHIVE_DAYS - 1}) k
        ),
        proofs as (
          insert into photos (id, user_id, key, thumb_key, created_at)
          select ${id("'pa' || i || '-' || k")}, ${id("'u' || i")}, 'bench/' || md5('pa' || i || '-' || k) || '.webp',
            'bench/' || md5('pa' || i || '-' || k) || '-thumb.webp', start_date
          from m
        )
        insert into moments (id, bucket_id, user_id, content, frequency, start_date, end_date, is_completed, completed_at, photo_id, created_at)
        select ${id("'ma' || i || '-' || k")}, ${id("'b' || i || '-10'")}, ${id("'u' || i")}, (${arr(MOMENT_TEXTS)})[k % 5 + 1], 'daily',
          start_date, start_date + interval '1 day', true, start_date + interval '9 hours', ${id("'pa' || i || '-' || k")},
          ${T0} + ${ARCHIVE_FIRST_DAY - 1} * interval '1 day'
        from m`,
      ],
    },
    {
      label: 'cheers',
      needsIndexes: true,
      // User i cheered the recent proofs of friends i+1 and i+2.
      statements: batches((lo, hi) => `insert into cheers (moment_id, user_id, created_at)
        select m.id, ${id("'u' || i")}, least(m.completed_at + interval '1 hour', ${NOW})
        from generate_series(${lo}, ${hi}) i cross join (values (1), (2)) f(o)
        join moments m on m.user_id = ${id(`'u' || ((i + f.o) % ${N})`)} and m.is_completed
          and m.completed_at > ${NOW} - interval '7 days'`),
    },
    {
      label: 'notifications + knocks',
      statements: [
        ...batches((lo, hi) => `insert into notifications (user_id, actor_id, type, content, is_read, created_at)
          select ${id("'u' || i")}, ${id(`'u' || ((i + 1 + n % ${half}) % ${N})`)},
            (array['FRIEND', 'KNOCK', 'CHEER'])[n % 3 + 1]::notification_type,
            '벤치' || ((i + 1 + n % ${half}) % ${N}) || (array['님과 친구가 되었어요.', '님이 노크했어요!', '님이 모멘트를 응원했어요!'])[n % 3 + 1],
            n >= 3, ${NOW} - n * interval '7 hours'
          from generate_series(${lo}, ${hi}) i cross join generate_series(0, ${NOTIFICATIONS_PER_USER - 1}) n`),
        `insert into knocks (from_user_id, to_user_id, created_at)
          select ${id("'u' || i")}, ${id(`'u' || ((i + 3) % ${N})`)}, ${T0} - interval '10 days'
          from generate_series(0, ${N - 1}) i`,
      ],
    },
  ];
}
