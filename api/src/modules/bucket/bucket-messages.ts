import { ErrorCode } from '@momentum/contracts/errors';
import { MAX_CHALLENGING } from '@momentum/contracts/limits';
import { AppError } from '../../errors/app-error.js';

export const BUCKET_MESSAGES = {
  created: '버킷리스트가 추가되었습니다.',
  updated: '버킷리스트가 수정되었습니다.',
  deleted: '버킷리스트가 삭제되었습니다.',
  challenged: '버킷리스트 도전을 시작했습니다.',
  achieved: '버킷리스트를 달성했습니다!',
  momentsCreated: '모멘트가 생성되었습니다.',
  momentProven: '모멘트를 인증했습니다!',
} as const;

export const bucketNotFound = () => new AppError(404, ErrorCode.NOT_FOUND, '버킷리스트를 찾을 수 없습니다.');
export const momentNotFound = () => new AppError(404, ErrorCode.NOT_FOUND, '모멘트를 찾을 수 없습니다.');

const notEligible = (message: string) => new AppError(409, ErrorCode.NOT_ELIGIBLE, message);

export const REFUSALS = {
  challengeLimit: () =>
    new AppError(409, ErrorCode.CHALLENGE_LIMIT, `도전 중인 버킷리스트는 최대 ${MAX_CHALLENGING}개까지입니다.`),
  challengeNotRepeat: () => notEligible('반복형 버킷리스트만 도전할 수 있습니다.'),
  alreadyCompleted: () => notEligible('이미 달성한 버킷리스트입니다.'),
  alreadyChallenging: () => notEligible('이미 도전 중인 버킷리스트입니다.'),
  momentsNotRepeat: () => notEligible('반복형 버킷만 모멘트를 추가할 수 있습니다.'),
  momentsNotChallenging: () => notEligible('도전 중인 버킷리스트에만 모멘트를 추가할 수 있습니다.'),
  momentsInPast: () => new AppError(400, ErrorCode.VALIDATION, '지난 날짜에는 모멘트를 만들 수 없습니다.'),
  achievementNotAchievementType: () => notEligible('달성형 버킷리스트만 사진으로 달성할 수 있습니다.'),
  achievementWhileChallenging: () => notEligible('도전 중인 버킷리스트는 달성 인증을 할 수 없습니다.'),
  momentAlreadyProven: () => new AppError(409, ErrorCode.CONFLICT, '이미 인증한 모멘트입니다.'),
  momentNotYet: () => notEligible('아직 인증 기간이 아닙니다.'),
  momentWindowPassed: () => notEligible('인증 기간이 지났습니다.'),
  momentBucketNotChallenging: () => notEligible('도전 중인 버킷리스트의 모멘트만 인증할 수 있습니다.'),
  photoRequired: () => new AppError(400, ErrorCode.VALIDATION, '인증할 사진을 첨부해 주세요.'),
} as const;
