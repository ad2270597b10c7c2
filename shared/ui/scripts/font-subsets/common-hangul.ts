// Frequent Hangul syllables, most frequent first: everyday particles and endings, then words users type into
// goals and nicknames, so most pages need only this chunk beside the UI one. Hand-kept; the build drops
// duplicates and what the UI chunk has.
export const commonText = [
  // Particles, endings and the commonest syllables of running text.
  '이다는의에하고을가지로기한서사도를리어나인일대수자정있시아적부전해것그상국들라주게장되과제보면구우니원요',
  '성만경동말화와간스소내문없였신중유모여거세관치공방연생학마물비미야실무조위분선계했든데진발까개식않음합안회',
  '러저당오후결현명행날년때바터체산외같업통람은께두속녀남용할작력및드파차더운금본받불반평점품각심초표단알르며',
  '법곳영설록군별민크또활노교건강육타토호예입달월태키처복편레져려감집격히런양근형추준료번순종청권변질직참필으',
  '겠네죠봐줘좋싶뭐왜너희님씩번째매주말밤낮아침점심저녁오늘내일어제요일시분초개월년주간하루이틀사흘',
  // Goal and habit vocabulary.
  '운동공부독서여행다이어트영어코딩물마시기찍어나걷달리명상일기책읽요가수영자격증저축청소요리헬스산책스트레칭',
  '줄넘기팔굽혀펴윗몸일으키플랭크스쿼트자전거등산필라테스악기피아노기타그림사진글쓰블로그외국중국일본어회화',
  '단어시험준비취업이직창업부업적금투자절약가계부금연금주다이어트식단채소과일간식야식커피녹차물잠일찍기상',
  '정리옷장방청소빨래설거지장보기가족부모님친구연락전화편지선물감사칭찬웃음건강병원약비타민체중근육',
  '목표습관도전완료성공실패계획시작끝매일꾸준히조금씩하나둘셋넷다섯여섯일곱여덟아홉열백천만',
  '버킷리스트모멘트인증응원노크피드알림프로필닉네임코드추가삭제고정설정확인취소네아니오다시저장불러오기',
  // Common name syllables, for nicknames.
  '김박최정강조윤장임한오서신권황안송전홍유고문양손배백허남심노하곽성차주우구민서준지현우진영수빈예은',
  '하윤도윤시우은우지호지우선유나연채원소희다은수아지아혜원태윤승현동현재민성민',
  // Casual chat (feed, cheers).
  'ㅋㅎㅠㅜㄱㄴㄷㅇ화이팅파이팅대박최고멋져잘했어축하해응원해힘내요짱굿좋아요사랑해고마워미안',
].join('');
