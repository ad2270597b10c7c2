// Every Korean text of the module; a notification's text is fixed at creation, naming people as they are called now.

export const friendMessages = {
  notFriend: '친구를 찾을 수 없습니다.',
  unknownCode: '해당 친구 코드를 가진 사용자를 찾을 수 없습니다. 코드를 다시 확인해 주세요.',
  ownCode: '내 친구 코드는 추가할 수 없습니다.',
  alreadyFriends: '이미 친구로 등록된 사용자입니다.',
  tooManyCodeChecks: '친구 코드 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  added: (nickname: string) => `${nickname}님과 친구가 되었습니다!`,
  deleted: '친구 관계를 성공적으로 삭제했습니다.',
  pinned: '친구를 고정했습니다.',
  unpinned: '친구 고정을 해제했습니다.',
  friendIsActive: '최근 7일 안에 모멘트를 올린 친구에게는 노크할 수 없습니다.',
  alreadyKnocked: '이번 주에는 이미 노크했습니다. 월요일에 다시 노크할 수 있어요.',
  knocked: (nickname: string) => `${nickname}님께 노크하였습니다!`,
  momentNotFound: '모멘트를 찾을 수 없습니다.',
  momentNotCompleted: '아직 인증하지 않은 모멘트는 응원할 수 없습니다.',
  alreadyCheered: '이미 응원한 모멘트입니다.',
  cheered: (nickname: string) => `${nickname}님의 모멘트를 응원했습니다!`,
  freezesFull: '친구의 보호권이 가득 찼어요.',
  alreadyGifted: '이번 주에는 이미 보호권을 선물했어요. 월요일에 다시 선물할 수 있어요.',
  gifted: (nickname: string) => `${nickname}님에게 작심 보호권을 선물했어요!`,
} as const;

export const notificationTexts = {
  friendAdded: (nickname: string) => `${nickname}님과 친구가 되었어요. 서로의 모멘트를 응원해 보세요!`,
  knock: (nickname: string) => `${nickname}님이 노크했어요! 새로운 모멘트를 올려 보세요.`,
  cheer: (nickname: string, momentContent: string) => `${nickname}님이 '${momentContent}' 모멘트를 응원했어요!`,
  freezeGift: (nickname: string) => `${nickname}님이 작심 보호권을 선물했어요.`,
} as const;
